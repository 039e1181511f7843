// /payment/comms/:id/cad: both parties of an order open its mesh files (the referral's, the CAD
// result's) in the 3D viewer and talk about precise spots with numbered pins. Each file loads with
// its own progress and error as in the studio; pins of the other side appear live.
import { OrderAction, type CommsFile, type OrderDetail, type OrderPin } from '@dcm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { errorCodeOf, http } from '../../../lib/http.ts';
import { addPin, commsKeys, downloadBytes, fileLink, useOrderComms, useOrderPins, usePostPin } from '../comms-api.ts';
import { MeshViewer, type MeshViewerHandle, type ViewerFile, type ViewerPin } from '../components/MeshViewer.tsx';
import { PinForm, PinList, threadsOf, type PinThread } from '../components/PinList.tsx';
import type { Vec3 } from '../components/views.ts';
import { loadMesh, ViewerLoadError } from '../mesh/load.ts';
import type { ParsedMesh } from '../mesh/parse.ts';
import { followPins } from '../pin-stream.ts';
import { LoadProgress } from '../components/LoadProgress.tsx';

/** Downloading counts as the first half of a file's progress, parsing as the second. */
const DOWNLOAD_SHARE = 0.5;
const DRAFT_ID = 'draft';

interface Load {
  fraction: number;
  /** A key of the viewer catalogue's `errors` once failed. */
  error: 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT' | null;
  mesh: ParsedMesh | null;
}

const starting: Load = { fraction: 0, error: null, mesh: null };

/** The latest CAD version's files when there is one, else the referral's. */
export function defaultFiles(files: CommsFile[]): CommsFile[] {
  const latest = Math.max(0, ...files.map((f) => f.version ?? 0));
  return latest > 0 ? files.filter((f) => f.source === 'cad' && f.version === latest) : files.filter((f) => f.source === 'referral');
}

export default function CommsPage() {
  const { t } = useTranslation('viewer');
  const { id = '' } = useParams();
  // The orders module's key and address: one cached order for its pages and this one.
  const order = useQuery({
    queryKey: ['orders', id],
    queryFn: async () => (await http.get<OrderDetail>(`/api/v1/orders/${encodeURIComponent(id)}`)).data,
    retry: false,
  });
  if (order.isPending) return <Frame><PageSkeleton label={t('comms.loading')} testId="comms-skeleton" shape="sections" blocks={1} /></Frame>;
  if (order.isError) {
    return (
      <Frame>
        <PageProblem error={order.error} testId="comms" notFoundTitle={t('comms.notFound.title')} notFoundBody={t('comms.notFound.body')} backTo="/payment" backLabel={t('comms.notFound.back')} />
      </Frame>
    );
  }
  return <Comms order={order.data} />;
}

function Frame({ order, children }: { order?: OrderDetail; children: ReactNode }) {
  const { t } = useTranslation('viewer');
  const orderPage = order?.viewerRole === 'designer' ? `/payment/${order.id}/designer` : `/payment/contract/${order?.id ?? ''}`;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-10" data-testid="comms-page">
      <header className="flex flex-col gap-1">
        {order && (
          <Link to={orderPage} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="comms-back">
            ← {t('comms.back')}
          </Link>
        )}
        <h1 className="text-2xl font-bold">{t('comms.title')}</h1>
        <p className="text-sm text-slate-600">{t('comms.intro')}</p>
      </header>
      {children}
    </section>
  );
}

function Comms({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['viewer', 'errors']);
  const queryClient = useQueryClient();
  const comms = useOrderComms(order.id);
  const pins = useOrderPins(order.id);
  const post = usePostPin(order.id);
  const viewer = useRef<MeshViewerHandle>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [loads, setLoads] = useState<Record<string, Load>>({});
  const loading = useRef(new Map<string, AbortController>());
  const [pinMode, setPinMode] = useState(false);
  const [draft, setDraft] = useState<{ fileId: string; point: Vec3 } | null>(null);
  // `?pin=` (from a rework): the pin to show, its file opened with the others, once that file is drawn.
  const [searchParams] = useSearchParams();
  const wantedPin = searchParams.get('pin');
  const wantedShownOnce = useRef(false);
  const [activeId, setActiveId] = useState<string | null>(wantedPin);

  useEffect(() => {
    const stop = new AbortController();
    void followPins(order.id, {
      signal: stop.signal,
      onPin: (pin) => addPin(queryClient, order.id, pin),
      onOpen: () => void queryClient.invalidateQueries({ queryKey: commsKeys.pins(order.id) }),
    });
    return () => stop.abort();
  }, [order.id, queryClient]);

  const files = comms.data?.files ?? [];
  const wantedFile = wantedPin ? pins.data?.items.find((p) => p.id === wantedPin)?.fileId : undefined;
  const defaultIds = defaultFiles(files).map((f) => f.id);
  const chosenIds = chosen ?? (wantedFile && !defaultIds.includes(wantedFile) ? [...defaultIds, wantedFile] : defaultIds);
  const chosenKey = chosenIds.join(',');

  const patch = (id: string, change: Partial<Load>) => setLoads((all) => ({ ...all, [id]: { ...(all[id] ?? starting), ...change } }));

  const load = async (file: CommsFile, signal: AbortSignal) => {
    try {
      const url = await fileLink(order.id, file);
      const buffer = await downloadBytes(url, { signal, onProgress: (f) => patch(file.id, { fraction: f * DOWNLOAD_SHARE }) });
      const mesh = await loadMesh({ name: file.name, buffer }, { signal, onProgress: (f) => patch(file.id, { fraction: DOWNLOAD_SHARE + (1 - DOWNLOAD_SHARE) * f }) });
      patch(file.id, { fraction: 1, mesh });
    } catch (error) {
      // Closed while loading: nothing to say.
      if (!signal.aborted) patch(file.id, { error: error instanceof ViewerLoadError ? error.code : 'VIEWER_LOAD_ERROR' });
    }
  };

  useEffect(() => {
    const running = loading.current;
    for (const file of files) {
      if (!chosenIds.includes(file.id) || running.has(file.id)) continue;
      const controller = new AbortController();
      running.set(file.id, controller);
      void load(file, controller.signal);
    }
    // A file is started once per choice (`loading` remembers it); the list of ids stands for the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey, comms.data]);

  useEffect(() => {
    const running = loading.current;
    return () => {
      running.forEach((c) => c.abort());
      // Mounted again (development's double run): every chosen file starts again.
      running.clear();
    };
  }, []);

  /** Unchecking a file stops its load and drops its mesh (the viewer frees it); checking it again loads it anew. */
  const toggle = (file: CommsFile, on: boolean) => {
    if (!on) {
      loading.current.get(file.id)?.abort();
      loading.current.delete(file.id);
      setLoads(({ [file.id]: _dropped, ...rest }) => rest);
    }
    setChosen(on ? [...chosenIds, file.id] : chosenIds.filter((id) => id !== file.id));
  };

  const threads = threadsOf(pins.data?.items ?? []);
  const shown: ViewerFile[] = files.flatMap((f) => {
    const mesh = chosenIds.includes(f.id) ? loads[f.id]?.mesh : null;
    return mesh ? [{ id: f.id, name: f.name, mesh }] : [];
  });
  const viewerPins: ViewerPin[] = [
    ...threads.map(({ pin, number }) => ({ id: pin.id, fileId: pin.fileId, point: pin.point, label: String(number), active: pin.id === activeId })),
    ...(draft ? [{ id: DRAFT_ID, fileId: draft.fileId, point: draft.point, label: '+', active: true }] : []),
  ];
  const fileNames = Object.fromEntries(files.map((f) => [f.id, f.name]));
  const canPin = comms.data?.canPin ?? false;

  const send = async (body: { fileId: string; point: Vec3; comment: string; parentId?: string }) => {
    const pin: OrderPin = await post.mutateAsync(body);
    setActiveId(pin.parentId ?? pin.id);
  };

  const wantedShown = !!wantedFile && shown.some((f) => f.id === wantedFile);
  useEffect(() => {
    if (!wantedPin || !wantedShown || wantedShownOnce.current) return;
    wantedShownOnce.current = true;
    viewer.current?.focusPin(wantedPin);
  }, [wantedPin, wantedShown]);

  const reworkHere =
    order.viewerRole === 'client' && order.actions.includes(OrderAction.requestRework)
      ? (thread: PinThread) => (
          <Link to={`/payment/reqeust/rework/${order.id}?pin=${thread.pin.id}`} className="inline-flex min-h-11 items-center self-start px-3 text-sm font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="pin-rework">
            {t('pins.reworkHere')}
          </Link>
        )
      : undefined;

  const focus = (thread: PinThread) => {
    setActiveId(thread.pin.id);
    viewer.current?.focusPin(thread.pin.id);
  };

  if (comms.isError) {
    return (
      <Frame order={order}>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {t(`errors:${errorCodeOf(comms.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      </Frame>
    );
  }

  return (
    <Frame order={order}>
      <section className="flex flex-col gap-2" aria-labelledby="comms-files">
        <h2 id="comms-files" className="text-lg font-semibold">
          {t('comms.files')}
        </h2>
        {comms.isPending ? (
          <PageSkeleton label={t('comms.loading')} testId="comms-files-skeleton" shape="sections" blocks={1} />
        ) : files.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="comms-no-files">
            {t('comms.noFiles')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="comms-file-list">
            {files.map((file) => (
              <FileRow key={file.id} file={file} chosen={chosenIds.includes(file.id)} load={loads[file.id] ?? starting} onToggle={(on) => toggle(file, on)} />
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          {canPin && (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                aria-pressed={pinMode}
                className="min-h-11 rounded-lg border border-blue-700 px-4 text-sm font-semibold text-blue-800 aria-pressed:bg-blue-700 aria-pressed:text-white"
                onClick={() => {
                  setPinMode((on) => !on);
                  setDraft(null);
                }}
                data-testid="pin-mode"
              >
                {t('pins.place')}
              </button>
              {pinMode && !draft && (
                <span className="text-sm text-slate-600" aria-live="polite">
                  {t('pins.tapModel')}
                </span>
              )}
            </div>
          )}
          {draft && (
            <PinForm
              title={t('pins.newTitle', { name: fileNames[draft.fileId] ?? '' })}
              submitLabel={t('pins.send')}
              onSubmit={async (comment) => {
                await send({ ...draft, comment });
                setDraft(null);
                setPinMode(false);
              }}
              onCancel={() => setDraft(null)}
            />
          )}
          <MeshViewer ref={viewer} files={shown} pins={viewerPins} pinMode={pinMode && !draft} onPick={setDraft} />
        </div>

        <aside className="flex flex-col gap-3" aria-labelledby="comms-pins">
          <h2 id="comms-pins" className="text-lg font-semibold">
            {t('pins.title')}
          </h2>
          {!canPin && !comms.isPending && <p className="text-sm text-slate-600">{t('pins.readOnly')}</p>}
          {pins.isPending ? (
            <PageSkeleton label={t('comms.loading')} testId="pins-skeleton" shape="sections" blocks={1} />
          ) : (
            <PinList
              threads={threads}
              fileNames={fileNames}
              canReply={canPin}
              activeId={activeId}
              onFocus={focus}
              onReply={(parent, comment) => send({ fileId: parent.fileId, point: parent.point, comment, parentId: parent.id })}
              threadAction={reworkHere}
            />
          )}
        </aside>
      </div>
    </Frame>
  );
}

function FileRow({ file, chosen, load, onToggle }: { file: CommsFile; chosen: boolean; load: Load; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('viewer');
  const percent = Math.round(load.fraction * 100);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid="comms-file">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-brand-600" checked={chosen} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-xs text-slate-500">
          {file.source === 'cad' ? t('comms.cadVersion', { version: file.version ?? 1 }) : t('comms.referral')} · {formatBytes(file.size)}
        </span>
      </label>
      {chosen && !load.mesh && <LoadProgress name={file.name} percent={percent} error={load.error ?? null} />}
    </li>
  );
}
