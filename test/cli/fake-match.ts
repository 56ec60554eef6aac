// A whole `MatchInfo` for tests that stand in for a server (a hostile one, a busy one): clients
// read every frame through the protocol's parsers, so a fake must send what a server sends.
import type { MatchInfo, SeatInfo } from '../../src/protocol/wire.ts';

export function fakeMatch(
  over: Partial<Omit<MatchInfo, 'seats'>> & { seats?: Partial<SeatInfo>[] } = {},
): MatchInfo {
  const { seats = [{}, {}], ...rest } = over;
  return {
    id: 'abcdefabcdef',
    game: 'moon',
    options: {},
    players: seats.length,
    status: 'running',
    version: 0,
    settings: { timeControl: null, takeover: null, turn: null, hints: false, rated: false },
    host: null,
    result: null,
    seed: null,
    commitment: '0'.repeat(64),
    rematch: null,
    rematchOf: null,
    createdAt: 0,
    startedAt: 0,
    ...rest,
    seats: seats.map((s, i) => ({
      kind: 'human',
      name: `Seat ${i + 1}`,
      bot: null,
      joined: true,
      takenOver: false,
      ...s,
    })),
  };
}
