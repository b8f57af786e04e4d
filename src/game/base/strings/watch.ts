/** UI text of spectating a club game (`?watch=<code>`), per language. Keys are shared by all three languages. */
export const watchStrings = {
  en: {
    'watch.banner': 'You are watching',
    'watch.count.one': '1 watching',
    'watch.count.many': '{count} watching',
    'watch.toMove': '{name} to move',
    'watch.waiting': 'Waiting for the second player…',
    'watch.copyLink': 'Copy watch link',
    'watch.copied': 'Watch link copied!',
  },
  nl: {
    'watch.banner': 'Je kijkt mee',
    'watch.count.one': '1 kijkt mee',
    'watch.count.many': '{count} kijken mee',
    'watch.toMove': '{name} is aan zet',
    'watch.waiting': 'Wachten op de tweede speler…',
    'watch.copyLink': 'Kijklink kopiëren',
    'watch.copied': 'Kijklink gekopieerd!',
  },
  pt: {
    'watch.banner': 'Estás a assistir',
    'watch.count.one': '1 a assistir',
    'watch.count.many': '{count} a assistir',
    'watch.toMove': 'Vez de {name}',
    'watch.waiting': 'À espera do segundo jogador…',
    'watch.copyLink': 'Ligação para ver',
    'watch.copied': 'Ligação para assistir copiada!',
  },
} as const;
