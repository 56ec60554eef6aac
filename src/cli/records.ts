// Record files for the CLI: read one (a missing file or a bad record is a one-line usage error)
// and write one so that a crash mid-write never leaves a half-written file behind.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AnyGame, Lang, RuleError } from '../engine/game.ts';
import { parseRecord } from '../engine/record.ts';
import type { GameRecord } from '../engine/record.ts';
import { findGame } from '../games/index.ts';
import { formatRuleError, UsageError } from './errors.ts';

/** A file's text, or a usage error naming the file and why it cannot be read. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}

/** A record file read and checked (moves are checked later, by replay), with its game. */
export function requireRecord(
  file: string,
  lang: Lang = 'en',
): {
  record: GameRecord;
  game: AnyGame;
  data: Record<string, unknown>;
} {
  const text = readText(file);
  const parsed = parseRecord(text, findGame);
  if (!parsed.ok) throw new UsageError(notARecord(file, parsed.error, lang));
  const game = findGame(parsed.value.game) as AnyGame;
  // parseRecord accepted the JSON, so it is an object; extra fields (a table's seats) are kept.
  const data = JSON.parse(text) as Record<string, unknown>;
  return { record: parsed.value, game, data };
}

/**
 * Writes `record` (and `extra` fields after its own) to `file`: first to a temporary file beside
 * it, then renamed over it, so the file is always either the old record or the new one.
 */
export function writeRecordFile(
  file: string,
  record: GameRecord,
  extra: Record<string, unknown> = {},
): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...record, ...extra }, null, 1) + '\n');
  renameSync(tmp, file);
}

/** Why a file is no record, in the reader's language. */
export const notARecord = (file: string, error: RuleError, lang: Lang): string =>
  lang === 'de'
    ? `${file} ist keine gültige Aufzeichnung: ${formatRuleError(error, lang)}`
    : `${file} is not a valid record: ${formatRuleError(error)}`;
