// A postal address: search the Korean address service in a small dialog and pick a result, or type
// the zip code and address by hand when the service is unreachable (or the address is not Korean).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './Field.tsx';
import { errorCodeOf, http } from '../lib/http.ts';

export interface AddressValue {
  zipCode?: string;
  address: string;
}

interface AddressItem {
  zipCode: string;
  roadAddress: string;
  jibunAddress: string;
}

interface Props {
  value: AddressValue;
  onChange: (v: AddressValue) => void;
  error?: string;
  /** Optional: the id of the address input, for a label or a focus elsewhere. */
  id?: string;
}

const ADDRESS_PATH = '/api/v1/common/address';
const UNAVAILABLE = ['ADDRESS_SEARCH_UNAVAILABLE', 'NETWORK', 'INTERNAL'];


export function AddressSearch({ value, onChange, error, id: givenId }: Props) {
  const { t } = useTranslation(['members', 'errors']);
  const ownId = useId();
  const id = givenId ?? ownId;
  const [open, setOpen] = useState(false);
  const [manual, setManual] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<AddressItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const search = async (nextPage: number) => {
    const word = keyword.trim();
    if (word.length < 2) {
      setProblem(t('members:address.keywordTooShort'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await http.get<{ items: AddressItem[]; total: number }>(ADDRESS_PATH, { params: { keyword: word, page: nextPage } });
      setItems((list) => (nextPage === 1 ? data.items : [...(list ?? []), ...data.items]));
      setTotal(data.total);
      setPage(nextPage);
    } catch (e) {
      const code = errorCodeOf(e);
      if (UNAVAILABLE.includes(code)) setUnavailable(true);
      setProblem(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };

  const onSearch = (e: FormEvent) => {
    // The dialog's form sits inside the join form in the DOM tree of React: keep the submit here.
    e.preventDefault();
    e.stopPropagation();
    void search(1);
  };

  const pick = (item: AddressItem) => {
    onChange({ zipCode: item.zipCode, address: item.roadAddress || item.jibunAddress });
    setOpen(false);
  };

  const typeByHand = () => {
    setManual(true);
    setOpen(false);
    setTimeout(() => document.getElementById(`${id}-zip`)?.focus(), 0);
  };

  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2" data-testid="address-search">
      <div className="flex gap-2">
        <input
          id={`${id}-zip`}
          aria-label={t('members:address.zipCode')}
          placeholder={t('members:address.zipCode')}
          inputMode={manual ? 'text' : undefined}
          autoComplete="postal-code"
          readOnly={!manual}
          value={value.zipCode ?? ''}
          onChange={(e) => onChange({ ...value, zipCode: e.target.value })}
          onClick={() => !manual && setOpen(true)}
          className={`${inputClass} max-w-36`}
        />
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 shrink-0 rounded-lg border border-brand-700 bg-surface px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('members:address.search')}
        </button>
      </div>
      <input
        id={id}
        aria-label={t('members:address.address')}
        placeholder={manual ? t('members:address.addressPlaceholder') : t('members:address.pickPlaceholder')}
        autoComplete="street-address"
        readOnly={!manual}
        value={value.address}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
        onClick={() => !manual && setOpen(true)}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
      {!manual && (
        <button type="button" onClick={typeByHand} className="self-start py-1 text-sm text-ink-muted underline underline-offset-2">
          {t('members:address.typeByHand')}
        </button>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <Dialog.Content
            data-testid="address-dialog"
            className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-2xl bg-surface p-5 shadow-xl"
          >
            <Dialog.Title className="text-lg font-bold">{t('members:address.dialogTitle')}</Dialog.Title>
            <Dialog.Description className="text-sm text-ink-muted">{t('members:address.dialogHelp')}</Dialog.Description>
            <form onSubmit={onSearch} className="flex gap-2" role="search">
              <input
                type="search"
                aria-label={t('members:address.keyword')}
                placeholder={t('members:address.keywordPlaceholder')}
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                className={inputClass}
              />
              <button type="submit" disabled={busy} className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {t('members:address.find')}
              </button>
            </form>
            {problem && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {problem}
              </p>
            )}
            {unavailable && (
              <button type="button" onClick={typeByHand} className="min-h-11 rounded-lg border border-line-strong font-medium hover:bg-sunken">
                {t('members:address.typeByHand')}
              </button>
            )}
            {items && (
              <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
                {items.length === 0 ? (
                  <p className="py-6 text-center text-sm text-ink-muted">{t('members:address.noResult')}</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-line" aria-label={t('members:address.results')}>
                    {items.map((item) => (
                      <li key={`${item.zipCode}-${item.roadAddress}`}>
                        <button type="button" onClick={() => pick(item)} className="flex w-full flex-col items-start gap-0.5 px-1 py-3 text-left hover:bg-brand-50">
                          <span className="font-medium">{item.roadAddress}</span>
                          {item.jibunAddress && <span className="text-sm text-ink-subtle">{item.jibunAddress}</span>}
                          <span className="text-sm text-brand-700">{item.zipCode}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {items.length < total && (
                  <button type="button" disabled={busy} onClick={() => void search(page + 1)} className="mt-2 min-h-11 w-full rounded-lg border border-line-strong text-sm font-medium hover:bg-sunken">
                    {t('members:address.more')}
                  </button>
                )}
              </div>
            )}
            <Dialog.Close className="min-h-11 rounded-lg text-sm font-medium text-ink-muted hover:bg-sunken">{t('members:address.close')}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
