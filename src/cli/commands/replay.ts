// `moontable replay`: checks a record move by move; prints the log and result, or the first bad move.

import { refusalText, type RuleError } from '../../engine/game.ts';
import { parseRecord, replay } from '../../engine/record.ts';
import { findGame } from '../../games/index.ts';
import { requireLang } from '../args.ts';
import { formatRuleError } from '../errors.ts';
import { notARecord, readText } from '../records.ts';
import { printResult } from '../result.ts';
import { styleFor } from '../style.ts';

export function replayCommand(
  file: string,
  opts: { json?: boolean; quiet?: boolean; lang?: string },
): number {
  const lang = requireLang(opts.lang);
  const text = readText(file);
  const parsed = parseRecord(text, findGame);
  if (!parsed.ok) {
    if (opts.json) console.log(JSON.stringify({ ok: false, error: jsonError(parsed.error, null) }));
    else console.error(`moontable: ${notARecord(file, parsed.error, lang)}`);
    return 1;
  }
  const record = parsed.value;
  const game = findGame(record.game)!;
  const lines: string[] = [];
  const out = replay(game, record, (before, seat, move, after, i) => {
    if (opts.json || opts.quiet) return;
    for (const line of game.describe(before, seat, move, after, 'spectator', lang))
      lines.push(`${String(i).padStart(4)}  ${line}`);
  });
  if (!out.ok) {
    if (opts.json)
      console.log(JSON.stringify({ ok: false, error: jsonError(out.error, out.moveIndex) }));
    else {
      for (const line of lines) console.log(line);
      const bad = record.moves[out.moveIndex];
      console.error(
        lang === 'de'
          ? `moontable: Zug ${out.moveIndex} (Platz ${bad?.seat}: "${bad?.move}") wird abgelehnt: ${formatRuleError(out.error, lang)}`
          : `moontable: move ${out.moveIndex} (seat ${bad?.seat}: "${bad?.move}") is refused: ${formatRuleError(out.error)}`,
      );
    }
    return 1;
  }
  const result = game.result(out.state);
  if (!result) {
    const error: RuleError = {
      code: 'unfinished',
      rule: null,
      message: 'The record ends before the game does.',
      words: { de: 'Die Aufzeichnung endet vor dem Spiel.' },
    };
    if (opts.json)
      console.log(JSON.stringify({ ok: false, error: jsonError(error, record.moves.length) }));
    else
      console.error(
        `moontable: ${refusalText(error, lang)} (${record.moves.length} ${lang === 'de' ? 'Züge' : 'moves'})`,
      );
    return 1;
  }
  if (opts.json) {
    console.log(
      JSON.stringify({
        ok: true,
        result: {
          scores: result.scores,
          ranking: result.ranking,
          ...(result.abandoned !== undefined ? { abandoned: result.abandoned } : {}),
        },
      }),
    );
    return 0;
  }
  for (const line of lines) console.log(line);
  printResult(game, out.state, console.log, undefined, styleFor(process.stdout), lang);
  return 0;
}

/** A refusal as `--json` prints it: the move it stopped at, and its words in every language. */
const jsonError = ({ code, rule, message, words }: RuleError, moveIndex: number | null) => ({
  moveIndex,
  code,
  rule,
  message,
  ...(words ? { words } : {}),
});
