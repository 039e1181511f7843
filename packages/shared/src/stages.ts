// The shape every flow's stage table shares (orders/stages.ts, requests/stages.ts, quick/stages.ts):
// where an order, request or quick request stands now as one party reads it — the stage (the stem of
// its title and lead sentence in the web's catalogues), who the flow waits on, that party's next
// action and the page it is taken on, and by when. Pages ask these tables; none re-derives a stage.

/** The party reading the page. */
export type StageParty = 'client' | 'designer';

/** Who the flow waits on now: one party, or nobody (it ended, or only its order or the clock moves it). */
export type StageActor = StageParty | 'nobody';

/** One row of a table: the same for every order (or request) in that stage. */
export interface StageRow<Action extends string, Due extends string> {
  actor: StageActor;
  /**
   * What each party does next and on which page of SPEC §2, its `:name` parameters filled from the
   * detail (`/payment/cad/:id`); a party absent has nothing to do in this stage.
   */
  next: Partial<Record<StageParty, { action: Action; route: string }>>;
  /** The field of the detail that holds the stage's deadline, or null when it has none. */
  due: Due | null;
}

/** The row of a stage that ends the flow: nobody acts, nothing is due. */
export const ENDED_STAGE: StageRow<never, never> = { actor: 'nobody', next: {}, due: null };

/** A row read for one detail and one party. */
export interface Stage<Id extends string, Action extends string, Due extends string> {
  id: Id;
  actor: StageActor;
  /** The viewer's next action and the path it is taken on; null when they have none now. */
  next: { action: Action; path: string } | null;
  /** The deadline: which field it comes from and its instant; null when the stage has none or the detail has no value. */
  due: { field: Due; at: string } | null;
}

/** `route` with each `:name` replaced by its value; null when a value is missing (no order yet). */
export function stagePath(route: string, params: Readonly<Record<string, string | null | undefined>>): string | null {
  let missing = false;
  const path = route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

/** Reads `row` (the stage `id`) for one detail and the viewer `party`. */
export function readStage<Id extends string, Action extends string, Due extends string>(
  id: Id,
  row: StageRow<Action, Due>,
  detail: Readonly<Record<Due, string | null>>,
  party: StageParty,
  params: Readonly<Record<string, string | null | undefined>>,
): Stage<Id, Action, Due> {
  const step = row.next[party];
  const path = step ? stagePath(step.route, params) : null;
  const at = row.due ? detail[row.due] : null;
  return {
    id,
    actor: row.actor,
    next: step && path ? { action: step.action, path } : null,
    due: row.due && at ? { field: row.due, at } : null,
  };
}
