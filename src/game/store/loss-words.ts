import type { Losses, WholeLoss } from './recover';
import type { Language, Settings } from '../base/settings';

/** What a save lost, told to the player in the language the save itself chose. */
interface LossWords {
  readonly whole: (why: string) => string;
  readonly why: { readonly [R in WholeLoss['reason']]: (version: number) => string };
  readonly settings: (names: string) => string;
  readonly setting: { readonly [K in keyof Settings]: string };
  readonly allLevels: string;
  readonly oneLevel: (id: string) => string;
  readonly levels: (count: number, ids: string) => string;
  readonly arcadeTable: string;
  readonly oneEntry: string;
  readonly entries: (count: number) => string;
  readonly arcadeRun: string;
  readonly current: string;
  readonly fromBackup: string;
  readonly storage: string;
}

const WORDS: Readonly<Record<Language, LossWords>> = {
  en: {
    whole: (why) => `Your saved progress could not be restored: ${why}.`,
    why: {
      damaged: () => 'the save is damaged (it is not readable data)',
      foreign: () => 'the save holds something other than Infection data',
      newer: (version) => `the save comes from a newer version of the game (version ${version})`,
      'unknown-version': () => 'the save has a version this game does not know',
    },
    settings: (names) => `Some settings were reset: ${names}.`,
    setting: {
      effectsVolume: 'effects volume',
      musicVolume: 'music volume',
      muted: 'mute',
      animationSpeed: 'animation speed',
      colourBlind: 'colour-blind palette',
      language: 'language',
    },
    allLevels: 'Your level records could not be restored.',
    oneLevel: (id) => `The record of level ${id} could not be restored.`,
    levels: (count, ids) => `The records of ${count} levels could not be restored (${ids}).`,
    arcadeTable: 'The arcade high-score table could not be restored.',
    oneEntry: 'One arcade high score could not be restored.',
    entries: (count) => `${count} arcade high scores could not be restored.`,
    arcadeRun: 'The arcade run in progress could not be restored.',
    current: 'The game in progress could not be restored.',
    fromBackup: 'Part of your save was damaged; it was restored from the backup copy.',
    storage:
      'Progress cannot be saved in this browser (storage is full, blocked or private): it is kept until the page closes.',
  },
  nl: {
    whole: (why) => `Je opgeslagen voortgang kon niet worden hersteld: ${why}.`,
    why: {
      damaged: () => 'de opslag is beschadigd (geen leesbare gegevens)',
      foreign: () => 'de opslag bevat iets anders dan Infection-gegevens',
      newer: (version) => `de opslag komt van een nieuwere versie van het spel (versie ${version})`,
      'unknown-version': () => 'de opslag heeft een versie die dit spel niet kent',
    },
    settings: (names) => `Sommige instellingen zijn teruggezet: ${names}.`,
    setting: {
      effectsVolume: 'volume effecten',
      musicVolume: 'volume muziek',
      muted: 'geluid uit',
      animationSpeed: 'animatiesnelheid',
      colourBlind: 'kleurenblind palet',
      language: 'taal',
    },
    allLevels: 'Je levelresultaten konden niet worden hersteld.',
    oneLevel: (id) => `Het resultaat van level ${id} kon niet worden hersteld.`,
    levels: (count, ids) => `De resultaten van ${count} levels konden niet worden hersteld (${ids}).`,
    arcadeTable: 'De arcade-scorelijst kon niet worden hersteld.',
    oneEntry: 'Eén arcade-topscore kon niet worden hersteld.',
    entries: (count) => `${count} arcade-topscores konden niet worden hersteld.`,
    arcadeRun: 'De lopende arcade-run kon niet worden hersteld.',
    current: 'Het lopende spel kon niet worden hersteld.',
    fromBackup: 'Een deel van je opslag was beschadigd; het is hersteld uit de reservekopie.',
    storage:
      'Voortgang kan in deze browser niet worden bewaard (opslag vol, geblokkeerd of privé): hij blijft bewaard tot de pagina sluit.',
  },
  pt: {
    whole: (why) => `O teu progresso guardado não pôde ser recuperado: ${why}.`,
    why: {
      damaged: () => 'os dados guardados estão danificados (não são legíveis)',
      foreign: () => 'os dados guardados não são do Infection',
      newer: (version) => `os dados vêm de uma versão mais recente do jogo (versão ${version})`,
      'unknown-version': () => 'os dados têm uma versão que este jogo não conhece',
    },
    settings: (names) => `Algumas definições foram repostas: ${names}.`,
    setting: {
      effectsVolume: 'volume dos efeitos',
      musicVolume: 'volume da música',
      muted: 'som desligado',
      animationSpeed: 'velocidade das animações',
      colourBlind: 'paleta para daltónicos',
      language: 'idioma',
    },
    allLevels: 'Os teus recordes dos níveis não puderam ser recuperados.',
    oneLevel: (id) => `O recorde do nível ${id} não pôde ser recuperado.`,
    levels: (count, ids) => `Os recordes de ${count} níveis não puderam ser recuperados (${ids}).`,
    arcadeTable: 'A tabela de recordes do arcade não pôde ser recuperada.',
    oneEntry: 'Um recorde do arcade não pôde ser recuperado.',
    entries: (count) => `${count} recordes do arcade não puderam ser recuperados.`,
    arcadeRun: 'A partida de arcade em curso não pôde ser recuperada.',
    current: 'O jogo em curso não pôde ser recuperado.',
    fromBackup: 'Parte dos teus dados estava danificada; foi recuperada da cópia de segurança.',
    storage:
      'O progresso não pode ser guardado neste navegador (armazenamento cheio, bloqueado ou privado): fica guardado até fechares a página.',
  },
};

export const wordsFor = (language: Language): LossWords => WORDS[language] ?? WORDS.en;

/** What was lost, one sentence per part, in the given language. */
export function describeLosses(losses: Losses, language: Language = 'en'): string[] {
  const words = wordsFor(language);
  const lines: string[] = [];
  if (losses.whole) {
    const version = losses.whole.reason === 'newer' ? losses.whole.version : 0;
    lines.push(words.whole(words.why[losses.whole.reason](version)));
  }
  if (losses.settings.length > 0) {
    lines.push(words.settings(losses.settings.map((key) => words.setting[key]).join(', ')));
  }
  if (losses.levels.includes('*')) lines.push(words.allLevels);
  else if (losses.levels.length === 1) lines.push(words.oneLevel(losses.levels[0]));
  else if (losses.levels.length > 1) {
    const shown = losses.levels.slice(0, 5).join(', ') + (losses.levels.length > 5 ? ', …' : '');
    lines.push(words.levels(losses.levels.length, shown));
  }
  if (losses.arcadeTable) lines.push(words.arcadeTable);
  if (losses.arcadeEntries === 1) lines.push(words.oneEntry);
  else if (losses.arcadeEntries > 1) lines.push(words.entries(losses.arcadeEntries));
  if (losses.arcadeRun) lines.push(words.arcadeRun);
  if (losses.current) lines.push(words.current);
  return lines;
}
