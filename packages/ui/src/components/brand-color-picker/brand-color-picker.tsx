import { ColorPicker, parseColor, type Color } from '@ark-ui/react/color-picker';
import { useId, useState } from 'react';
import { brandColorPicker } from '../../../styled-system/recipes';
import { HEX_INPUT_MAX_LENGTH, isHexColor, toHexInput } from './hex-input';
import { logoSwatches } from './logo-swatches';

export interface BrandColorPickerProps {
  /** The colour as #RRGGBB in upper case, or null when none is set. */
  value: string | null;
  /** Called with #RRGGBB in upper case: on each move of the picker, a swatch, or a complete hex typed. */
  onChange: (color: string) => void;
  /** Colours found in the logo (extractSvgColors); black and white are left out here too. */
  logoColors?: readonly string[];
  label?: string;
  disabled?: boolean;
}

/** Where the picker starts while no colour is set (the text field stays empty). */
const UNSET_PICKER_COLOR = '#000000';

/**
 * The primary brand colour of the branding page (spec 000 §2, §5): a saturation/brightness area and a hue slider
 * (Ark ColorPicker, inline), a hex field of at most 7 characters upper-cased as typed, and the logo's colours as
 * swatches. A partly typed hex changes nothing; leaving the field puts the current colour back.
 */
export function BrandColorPicker({
  value,
  onChange,
  logoColors = [],
  label = 'Primary brand colour',
  disabled,
}: BrandColorPickerProps) {
  const classes = brandColorPicker();
  const id = useId();
  const [color, setColor] = useState<Color>(() => parseColor(value ?? UNSET_PICKER_COLOR));
  const [text, setText] = useState(value ?? '');
  // A new value from outside (a form reset) moves the picker, unless it is the colour already shown: converting
  // through hex would lose the hue of a grey or black.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
    if (value && value !== color.toString('hex')) setColor(parseColor(value));
  }
  const swatches = logoSwatches(logoColors);

  const choose = (next: Color) => {
    const hex = next.toString('hex');
    setColor(next);
    setText(hex);
    setShownValue(hex);
    if (hex !== value) onChange(hex);
  };

  const type = (typed: string) => {
    const shown = toHexInput(typed);
    setText(shown);
    if (isHexColor(shown)) choose(parseColor(shown));
  };

  return (
    <div className={classes.root} role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-hex`} className={classes.label}>
        {label}
      </label>
      <ColorPicker.Root
        className={classes.picker}
        inline
        // The hue slider steps the hue channel, which only an HSB value has.
        format="hsba"
        value={color}
        onValueChange={(details) => choose(details.value)}
        disabled={disabled}
      >
        <ColorPicker.Area className={classes.area}>
          <ColorPicker.AreaBackground className={classes.areaBackground} />
          <ColorPicker.AreaThumb className={classes.thumb} />
        </ColorPicker.Area>
        <ColorPicker.ChannelSlider className={classes.slider} channel="hue">
          <ColorPicker.ChannelSliderTrack className={classes.sliderTrack} />
          <ColorPicker.ChannelSliderThumb className={classes.thumb} />
        </ColorPicker.ChannelSlider>
        <div className={classes.control}>
          <ColorPicker.ValueSwatch className={classes.valueSwatch} />
          <input
            id={`${id}-hex`}
            className={classes.input}
            value={text}
            maxLength={HEX_INPUT_MAX_LENGTH}
            placeholder="#RRGGBB"
            spellCheck={false}
            autoComplete="off"
            disabled={disabled}
            aria-invalid={text !== '' && !isHexColor(text)}
            onChange={(event) => type(event.target.value)}
            onBlur={() => setText(value ?? '')}
          />
        </div>
        {swatches.length > 0 && (
          <div className={classes.swatches}>
            <span id={`${id}-swatches`} className={classes.swatchesLabel}>
              Colours in your logo
            </span>
            <ColorPicker.SwatchGroup className={classes.swatchGroup} aria-labelledby={`${id}-swatches`}>
              {swatches.map((swatch) => (
                <ColorPicker.SwatchTrigger key={swatch} value={swatch} className={classes.swatchTrigger}>
                  <ColorPicker.Swatch value={swatch} className={classes.swatch} />
                </ColorPicker.SwatchTrigger>
              ))}
            </ColorPicker.SwatchGroup>
          </div>
        )}
      </ColorPicker.Root>
    </div>
  );
}
