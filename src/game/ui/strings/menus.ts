/** UI text of the menus screens, per language. Keys are shared by all three languages. */
export const menusStrings = {
  en: {},
  nl: {},
  pt: {},
} as const satisfies Record<'en' | 'nl' | 'pt', Record<string, string>>;
