// Bot strengths in the reader's language (the levels themselves live in src/bots/levels.ts,
// shared with the terminal table).

import { levelName as levelIn } from '../../src/bots/levels.ts';
import { lang } from './i18n.ts';

export { BOT_LEVELS, DEFAULT_BOT } from '../../src/bots/levels.ts';
export type { BotLevel } from '../../src/bots/levels.ts';

/** The friendly name of a bot spec, e.g. `ismcts:hard` -> "Expert". */
export const levelName = (spec: string | null): string => levelIn(spec, lang());

/** A bot's name at the table: "Bot 2 (Casual)". */
export const botSeatName = (seat: number, spec: string | null): string =>
  `Bot ${seat + 1} (${levelName(spec)})`;
