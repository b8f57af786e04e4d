/** UI text of the play screens, per language. Keys are shared by all three languages. */
export const playStrings = {
  en: {},
  nl: {},
  pt: {},
} as const satisfies Record<'en' | 'nl' | 'pt', Record<string, string>>;
