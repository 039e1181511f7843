// The heart on a T-esigner's or lab's card and profile: pressed when the viewer keeps them among their
// favourites. It turns at once and turns back, with a toast, if the server refuses; one click at a
// time, so a double click neither loses nor doubles a change.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useFavourites, useSetFavourite } from '../api.ts';

/** Who may keep a favourite: a signed-in member (not the operator), of anyone but themselves. */
export function useCanFavourite(memberNo: number): boolean {
  const viewer = useViewer();
  return viewer !== null && viewer.kind !== 'admin' && viewer.memberNo !== memberNo;
}

interface Props {
  memberNo: number;
  /** Their name, for the button's label. */
  name: string;
  /** What the card says; absent on a profile, where the favourites list says it. */
  favourite?: boolean;
  /** A round heart over a card, or a labelled button in a profile's header. */
  variant?: 'icon' | 'button';
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="h-5 w-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2}>
      <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z" />
    </svg>
  );
}

export function FavouriteButton({ memberNo, name, favourite, variant = 'icon' }: Props) {
  const { t } = useTranslation(['relations', 'errors']);
  const listed = useFavourites(favourite === undefined);
  // Unknown while the list loads; a list that fails to load counts as "not kept" (both calls are idempotent).
  const known =
    favourite ?? (listed.data ? [...listed.data.designers, ...listed.data.labs].some((card) => card.memberNo === memberNo) : listed.isError ? false : undefined);
  // The viewer's last choice, shown until the server's lists say the same; null follows `known`.
  const [choice, setChoice] = useState<boolean | null>(null);
  const sending = useRef(false);
  const change = useSetFavourite();
  const pressed = choice ?? known ?? false;

  const toggle = () => {
    if (sending.current || known === undefined) return;
    sending.current = true;
    const before = choice;
    const next = !pressed;
    setChoice(next);
    change.mutate(
      { memberNo, on: next },
      {
        onError: (error) => {
          setChoice(before);
          toast.error(`${next ? t('relations:favourite.addFailed') : t('relations:favourite.removeFailed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  // A toggle keeps one label; aria-pressed says whether it is on.
  const label = t('relations:favourite.label', { name });
  const busy = change.isPending || known === undefined;
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        disabled={busy}
        onClick={toggle}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 font-semibold disabled:opacity-60 ${
          pressed ? 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100' : 'border-line-strong bg-white text-ink-muted hover:bg-canvas'
        }`}
        data-testid="favourite-button"
      >
        <Heart filled={pressed} />
        <span aria-hidden>{pressed ? t('relations:favourite.saved') : t('relations:favourite.save')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={busy}
      onClick={toggle}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-line hover:bg-white disabled:opacity-60 ${
        pressed ? 'text-rose-600' : 'text-ink-subtle'
      }`}
      data-testid="favourite-button"
    >
      <Heart filled={pressed} />
    </button>
  );
}
