/** UI text of the sound screens, per language. Keys are shared by all three languages. */
export const soundStrings = {
  en: {},
  nl: {},
  pt: {},
} as const satisfies Record<'en' | 'nl' | 'pt', Record<string, string>>;
