// A page's one message about the shopper's last action (link, remove, upgrade): a success or a
// failure. Each action starts by clearing it and ends by replacing it, so a failure and a later
// success (or the other way round) never show together.
export interface Outcome {
  readonly ok: boolean;
  readonly text: string;
}

/** The outcome's words for the page's polite status (successes and notes) and its alert (failures). */
export const outcomeTexts = (outcome: Outcome | null) => ({
  status: outcome?.ok ? outcome.text : '',
  alert: outcome && !outcome.ok ? outcome.text : null,
});
