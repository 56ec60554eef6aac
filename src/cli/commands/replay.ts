// `moontable replay`: checks a record move by move; prints the log and result, or the first bad move.

import { parseRecord, replay } from '../../engine/record.ts';
import { findGame } from '../../games/index.ts';
import { requireLang } from '../args.ts';
import { formatRuleError } from '../errors.ts';
import { readText } from '../records.ts';
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
    const { code, rule, message } = parsed.error;
    if (opts.json)
      console.log(JSON.stringify({ ok: false, error: { moveIndex: null, code, rule, message } }));
    else
      console.error(`moontable: ${file} is not a valid record: ${formatRuleError(parsed.error)}`);
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
    const { code, rule, message } = out.error;
    if (opts.json)
      console.log(
        JSON.stringify({ ok: false, error: { moveIndex: out.moveIndex, code, rule, message } }),
      );
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
    const error = {
      moveIndex: record.moves.length,
      code: 'unfinished',
      rule: null,
      message: 'The record ends before the game does.',
    };
    if (opts.json) console.log(JSON.stringify({ ok: false, error }));
    else console.error(`moontable: ${error.message} (${record.moves.length} moves)`);
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
