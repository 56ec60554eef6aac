// Messages between the bot pool and its worker threads (plain data: structured clone).

import type { DecisionRequest } from '../decide.ts';
import type { BotGameJob, BotGameSummary } from '../match.ts';

export type Task =
  | { readonly kind: 'choose'; readonly request: DecisionRequest }
  | {
      readonly kind: 'game';
      readonly job: BotGameJob;
    };

export type TaskValue<T extends Task> = T extends { kind: 'choose' } ? string : BotGameSummary;

export interface TaskMessage {
  readonly id: number;
  readonly task: Task;
}

export type ReplyMessage =
  | { readonly id: number; readonly ok: true; readonly value: string | BotGameSummary }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };
