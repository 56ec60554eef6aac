// The shape of the rules help: per game a one-line summary and headed sections of short points.
// The texts live in one module per language (en.ts, de.ts), so the web client loads only the one
// it shows, when help is opened; the terminal takes both through index.ts.

export interface RulesSection {
  /** Which part of the game this is; the panel shows the heading and lets tests find it. */
  readonly kind: 'goal' | 'turn' | 'end' | 'ties' | 'rulings';
  readonly heading: string;
  readonly points: readonly string[];
}

export interface GameRules {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}

/** Rules help for every game, by game id. */
export type RulesBook = Readonly<Record<string, GameRules>>;
