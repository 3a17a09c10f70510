import { createContext, createElement, use, type ComponentProps, type ElementType } from 'react';
import { cx } from '../../styled-system/css';
import { splitVariants, type RecipeLike, type StyledProps } from './with-recipe';

/** A Panda slot recipe as generated in styled-system/recipes: variants in, one class string per slot out. */
type SlotRecipe = RecipeLike & ((variants?: never) => Record<string, string>);

type Slot<R extends SlotRecipe> = keyof ReturnType<R> & string;

interface Options<C extends ElementType> {
  /** Props every use starts from (Ark's `lazyMount`, an icon as `children`); a use's own props win. */
  defaultProps?: Partial<ComponentProps<C>>;
}

const nameOf = (component: ElementType) =>
  typeof component === 'string' ? component : (component.displayName ?? component.name);

/**
 * Binds a slot recipe to the parts of a compound component, as Park UI does: the root (`withProvider`, or
 * `withRootProvider` for a root that renders no element, such as Ark's Dialog.Root) takes the recipe's variants
 * and hands each part its slot's class through a context (`withContext`). A part's own `className` is added
 * after the slot's. Unlike Panda's generated `createStyleContext`, parts take no style props: the published CSS
 * holds the recipes, not classes made up at run time, and the bundle carries no CSS-in-JS runtime.
 *
 *   const { withProvider, withContext } = createStyleContext(tabs);
 *   export const Root = withProvider(Tabs.Root, 'root');
 *   export const Trigger = withContext(Tabs.Trigger, 'trigger');
 */
export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  const Classes = createContext<Record<string, string> | null>(null);

  const useClasses = (part: string) => {
    const classes = use(Classes);
    if (!classes) throw new Error(`${part} must be rendered inside its ${recipe.__name__ ?? ''} Root.`);
    return classes;
  };

  function withRootProvider<C extends ElementType>(Component: C, options: Options<C> = {}) {
    function RootProvider(props: StyledProps<C, R>) {
      const [variants, rest] = splitVariants(recipe, props);
      return (
        <Classes value={recipe(variants as never)}>
          {createElement(Component, { ...options.defaultProps, ...rest })}
        </Classes>
      );
    }
    RootProvider.displayName = nameOf(Component);
    return RootProvider;
  }

  function withProvider<C extends ElementType>(Component: C, slot: Slot<R>, options: Options<C> = {}) {
    function Provider(props: StyledProps<C, R>) {
      const [variants, { className, ...rest }] = splitVariants(recipe, props);
      const classes = recipe(variants as never);
      return (
        <Classes value={classes}>
          {createElement(Component, {
            ...options.defaultProps,
            ...rest,
            className: cx(classes[slot], className),
          })}
        </Classes>
      );
    }
    Provider.displayName = nameOf(Component);
    return Provider;
  }

  function withContext<C extends ElementType>(Component: C, slot: Slot<R>, options: Options<C> = {}) {
    function Part({ className, ...props }: ComponentProps<C>) {
      const classes = useClasses(nameOf(Component));
      return createElement(Component, {
        ...options.defaultProps,
        ...props,
        className: cx(classes[slot], className as string | undefined),
      });
    }
    Part.displayName = nameOf(Component);
    return Part;
  }

  return { withRootProvider, withProvider, withContext };
}
