// `moontable verify`: checks that a match's deal was fixed before play. A server publishes the
// SHA-256 of each match's seed when the match is created (MatchInfo.commitment) and reveals the
// seed when it is over; every card dealt follows from the seed. Verified means: the revealed seed
// hashes to the commitment, and the record's moves replay from that seed to the end (and, read
// from a server, to the result it announced).

import type { AnyGame, Lang } from '../../engine/game.ts';
import { parseRecord, replay } from '../../engine/record.ts';
import type { GameRecord } from '../../engine/record.ts';
import { findGame } from '../../games/index.ts';
import { readMatchAnswer, readRecordAnswer } from '../../protocol/server-messages.ts';
import type { MatchInfo } from '../../protocol/wire.ts';
import { seedCommitment } from '../../server/matches.ts';
import { requireLang } from '../args.ts';
import { formatRuleError, UsageError } from '../errors.ts';
import { notARecord, readText } from '../records.ts';
import { call, parseLink } from './online.ts';

export interface VerifyFlags {
  readonly commitment?: string;
  readonly json?: boolean;
  readonly lang?: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** What was checked, for the reader: in words, or as JSON with `--json`. */
interface Verdict {
  readonly ok: boolean;
  readonly commitment: string;
  readonly seedHash: string;
  readonly moves: number;
  readonly problem: string | null;
}

const WORDS = {
  en: {
    mismatch: (hash: string, c: string) =>
      `the revealed seed hashes to ${hash}, not to the commitment ${c} published at creation: this is not the deal that was promised`,
    refused: (i: number, why: string) => `move ${i} does not replay from the seed: ${why}`,
    unfinished: (n: number) => `the record's ${n} moves do not finish the game`,
    otherResult: 'the record replays to another result than the server announced',
    notOver: 'the match is not over yet: its seed is revealed when it ends',
    verified: (c: string, n: number) =>
      `verified: the seed hashes to the commitment ${c} published at creation, and the record's ${n} moves replay from it to the end.`,
    needCommitment:
      'a record file needs --commitment <sha256 hex> (the match page shows it from the start); or give the match link',
  },
  de: {
    mismatch: (hash: string, c: string) =>
      `der aufgedeckte Seed ergibt den Hash ${hash}, nicht die bei der Erstellung veröffentlichte Festlegung ${c}: das ist nicht das versprochene Austeilen`,
    refused: (i: number, why: string) =>
      `Zug ${i} lässt sich aus dem Seed nicht nachspielen: ${why}`,
    unfinished: (n: number) => `die ${n} Züge der Aufzeichnung beenden das Spiel nicht`,
    otherResult: 'die Aufzeichnung endet mit einem anderen Ergebnis, als der Server verkündet hat',
    notOver: 'die Partie läuft noch: ihr Seed wird am Ende aufgedeckt',
    verified: (c: string, n: number) =>
      `bestätigt: der Seed ergibt die bei der Erstellung veröffentlichte Festlegung ${c}, und die ${n} Züge der Aufzeichnung lassen sich daraus bis zum Ende nachspielen.`,
    needCommitment:
      'eine Aufzeichnungsdatei braucht --commitment <SHA-256 hex> (die Partieseite zeigt sie von Anfang an), oder gib den Link der Partie an',
  },
} as const;

/** Checks `record` against `commitment` (and the result a server announced, when given). */
export function verifyRecord(
  game: AnyGame,
  record: GameRecord,
  commitment: string,
  lang: Lang,
  announced?: MatchInfo['result'],
): Verdict {
  const w = WORDS[lang];
  const seedHash = seedCommitment(record.seed);
  const verdict = (problem: string | null): Verdict => ({
    ok: problem === null,
    commitment,
    seedHash,
    moves: record.moves.length,
    problem,
  });
  if (seedHash !== commitment) return verdict(w.mismatch(seedHash, commitment));
  const out = replay(game, record);
  if (!out.ok) return verdict(w.refused(out.moveIndex, formatRuleError(out.error, lang)));
  const result = game.result(out.state);
  if (!result) return verdict(w.unfinished(record.moves.length));
  if (announced && JSON.stringify(announced.ranking) !== JSON.stringify(result.ranking))
    return verdict(w.otherResult);
  return verdict(null);
}

export async function verifyCommand(target: string, flags: VerifyFlags): Promise<number> {
  const lang = requireLang(flags.lang);
  const w = WORDS[lang];
  if (flags.commitment !== undefined && !HEX64.test(flags.commitment))
    throw new UsageError('--commitment must be 64 lowercase hex digits (a SHA-256)');
  let record: GameRecord;
  let commitment = flags.commitment;
  let announced: MatchInfo['result'] | undefined;
  if (/^https?:\/\//i.test(target)) {
    const { origin, id } = parseLink(target);
    const { match } = await call(`${origin}/api/matches/${id}`, {}, readMatchAnswer, lang);
    if (match.status !== 'finished') throw new UsageError(w.notOver);
    if (commitment !== undefined && commitment !== match.commitment)
      throw new UsageError(
        `the server's commitment ${match.commitment} is not the one given (${commitment})`,
      );
    commitment = match.commitment;
    announced = match.result;
    const got = await call(`${origin}/api/matches/${id}/record`, {}, readRecordAnswer, lang);
    const parsed = parseRecord(got, findGame);
    if (!parsed.ok) throw new UsageError(notARecord(target, parsed.error, lang));
    record = parsed.value;
  } else {
    if (commitment === undefined) throw new UsageError(w.needCommitment);
    const parsed = parseRecord(readText(target), findGame);
    if (!parsed.ok) throw new UsageError(notARecord(target, parsed.error, lang));
    record = parsed.value;
  }
  const game = findGame(record.game) as AnyGame;
  const verdict = verifyRecord(game, record, commitment, lang, announced);
  if (flags.json) console.log(JSON.stringify(verdict));
  else if (verdict.ok) console.log(w.verified(verdict.commitment, verdict.moves));
  else console.error(`moontable: ${verdict.problem}`);
  return verdict.ok ? 0 : 1;
}
