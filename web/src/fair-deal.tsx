// The fair deal, at an online table: the commitment to the match's seed (its SHA-256, published
// from the match's creation on) is shown from the start, and once the match is over a click
// checks, in this browser, that the revealed seed hashes to it and that the record replays from
// it to the end. `moontable verify <link>` checks the same from a terminal.

import { useState } from 'preact/hooks';
import type { AnyGame } from '../../src/engine/game.ts';
import type { GameRecord } from '../../src/engine/record.ts';
import { tw } from './table/words.ts';

type Check = 'idle' | 'checking' | 'verified' | 'mismatch' | 'unavailable';

async function sha256(text: string): Promise<string | null> {
  // crypto.subtle is only there in a secure context (https, localhost).
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function FairDeal(p: {
  readonly commitment: string;
  readonly finished: boolean;
  readonly link: string;
  readonly record: () => Promise<GameRecord>;
  readonly game: () => Promise<AnyGame | undefined>;
}) {
  const [check, setCheck] = useState<Check>('idle');
  const run = async () => {
    setCheck('checking');
    try {
      // The replay's code only when asked (it is not needed to play).
      const [record, game, { replay }] = await Promise.all([
        p.record(),
        p.game(),
        import('../../src/engine/record.ts'),
      ]);
      const hash = await sha256(record.seed);
      if (hash === null || !game) return setCheck('unavailable');
      const out = replay(game, record);
      setCheck(hash === p.commitment && out.ok && game.result(out.state) ? 'verified' : 'mismatch');
    } catch {
      setCheck('unavailable');
    }
  };
  return (
    <p class="fair-deal muted" data-testid="fair-deal" data-check={check}>
      <span data-tip={tw('dealSealedTip')}>
        {tw('dealSealed')} <code class="commitment">{p.commitment.slice(0, 12)}…</code>
      </span>{' '}
      {p.finished && check === 'idle' ? (
        <button
          type="button"
          class="link-button"
          data-testid="verify-deal"
          onClick={() => void run()}
        >
          {tw('verifyDeal')}
        </button>
      ) : null}
      {check === 'checking' ? <span>{tw('verifying')}</span> : null}
      {check === 'verified' ? <strong class="ok">✓ {tw('dealVerified')}</strong> : null}
      {check === 'mismatch' ? <strong class="bad">✗ {tw('dealMismatch')}</strong> : null}
      {check === 'unavailable' ? (
        <span>
          {tw('verifyElsewhere')} <code>moontable verify {p.link}</code>
        </span>
      ) : null}
    </p>
  );
}
