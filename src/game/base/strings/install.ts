/** UI text of the installable, offline game (updates), per language. Keys are shared by all three languages. */
export const installStrings = {
  en: {
    'update.title': 'A new version is ready',
    'update.body': 'Infection has been updated. Switch now? A game in progress is kept and carries on.',
    'update.now': 'Update now',
    'update.later': 'Later',
  },
  nl: {
    'update.title': 'Er is een nieuwe versie',
    'update.body':
      'Infection is bijgewerkt. Nu overstappen? Een lopend spel blijft bewaard en gaat gewoon verder.',
    'update.now': 'Nu bijwerken',
    'update.later': 'Later',
  },
  pt: {
    'update.title': 'Há uma versão nova',
    'update.body': 'O Infection foi atualizado. Mudar agora? Um jogo a decorrer fica guardado e continua.',
    'update.now': 'Atualizar já',
    'update.later': 'Mais tarde',
  },
} as const;
