import { defineSemanticTokens } from '@pandacss/dev';

const app = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

/**
 * One colour per app id of spec 000 §1 (`app.passkeys`, `app.one-time-passcode`, ...), for app cards,
 * chart series and icon tiles. Light values keep 4.5:1 against white; dark values keep 3:1 against
 * both white icons and the dark canvas.
 */
export const appColors = defineSemanticTokens.colors({
  app: {
    passkeys: app('#4f46e5', '#6366f1'),
    'one-time-passcode': app('#0f766e', '#0d9488'),
    'document-signature': app('#2563eb', '#3b82f6'),
    'e-form': app('#c2410c', '#ea580c'),
    payments: app('#15803d', '#16a34a'),
    'identity-verification': app('#be185d', '#db2777'),
    'gateway-payments': app('#7c3aed', '#8b5cf6'),
  },
});
