// /payment/comms/:id/cad: both parties of an order open its mesh files (the referral's, the CAD
// result's) in the 3D viewer and talk about precise spots with numbered pins. Each file loads with
// its own progress and error as in the studio; pins of the other side appear live.
import { OrderAction, type CommsFile, type OrderDetail, type OrderPin } from '@dcm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageProblem, PageSkeleton } from '../../../components/PageStates.tsx';
import { errorCodeOf, http } from '../../../lib/http.ts';
import { addPin, commsKeys, useOrderComms, useOrderPins, usePostPin } from '../comms-api.ts';
import { useDesignChecks } from '../../orders/index.ts';
import { checkMarksOf } from '../check-marks.ts';
import { CheckMarksPanel } from '../components/CheckMarksPanel.tsx';
import { CommsFileRow } from '../components/CommsFileRow.tsx';
import { CommsFrame } from '../components/CommsFrame.tsx';
import { canCompare, DeviationPanel, type DeviationShown } from '../components/DeviationPanel.tsx';
import { MeshViewer, type MeshViewerHandle, type ViewerFile, type ViewerMark, type ViewerPin } from '../components/MeshViewer.tsx';
import { PinForm, PinList, threadsOf, type PinThread } from '../components/PinList.tsx';
import type { Vec3 } from '../components/views.ts';
import { followPins } from '../pin-stream.ts';
import { useCommsLoads } from '../use-comms-loads.ts';

const DRAFT_ID = 'draft';

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
  if (order.isPending) return <CommsFrame><PageSkeleton label={t('comms.loading')} testId="comms-skeleton" shape="sections" blocks={1} /></CommsFrame>;
  if (order.isError) {
    return (
      <CommsFrame>
        <PageProblem error={order.error} testId="comms" notFoundTitle={t('comms.notFound.title')} notFoundBody={t('comms.notFound.body')} backTo="/payment" backLabel={t('comms.notFound.back')} />
      </CommsFrame>
    );
  }
  return <Comms order={order.data} />;
}

/** The id the deviation map's model is drawn under: the newer file's, apart from the file itself. */
const DEVIATION_PREFIX = 'deviation:';

function Comms({ order }: { order: OrderDetail }) {
  // `orders` loads with the page the catalogue of the design check's reports shown beside the viewer.
  const { t } = useTranslation(['viewer', 'errors', 'orders']);
  const queryClient = useQueryClient();
  const comms = useOrderComms(order.id);
  const pins = useOrderPins(order.id);
  const post = usePostPin(order.id);
  const viewer = useRef<MeshViewerHandle>(null);
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
  const startIds = wantedFile && !defaultIds.includes(wantedFile) ? [...defaultIds, wantedFile] : defaultIds;
  const { chosenIds, loadOf, shown, toggle } = useCommsLoads(order.id, comms.data, startIds);

  // The design check of the CAD files shown, their failing places marked while the switch is on;
  // the deviation map, once shown, takes the viewer's place with the newer file coloured.
  const hasCad = files.some((f) => f.source === 'cad');
  const checks = useDesignChecks({ kind: 'order', id: order.id }, hasCad);
  const [marksShown, setMarksShown] = useState(true);
  const [deviation, setDeviation] = useState<DeviationShown | null>(null);
  const shownIds = new Set(shown.map((f) => f.id));
  const shownChecks = (checks.data?.items ?? []).filter((c) => shownIds.has(c.fileId));
  const checkMarks = checkMarksOf(shownChecks, shownIds);

  const threads = threadsOf(pins.data?.items ?? []);
  const deviationId = deviation ? `${DEVIATION_PREFIX}${deviation.newer.id}` : null;
  // On the deviation map the pins of both files compared sit on the newer one: the rework's pins show where it was asked.
  const pinFile = (fileId: string) => (deviation && (fileId === deviation.older.id || fileId === deviation.newer.id) && deviationId ? deviationId : fileId);
  const viewerPins: ViewerPin[] = [
    ...threads.map(({ pin, number }) => ({ id: pin.id, fileId: pinFile(pin.fileId), point: pin.point, label: String(number), active: pin.id === activeId })),
    ...(draft ? [{ id: DRAFT_ID, fileId: draft.fileId, point: draft.point, label: '+', active: true }] : []),
  ];
  const viewerFiles: ViewerFile[] =
    deviation && deviationId ? [{ id: deviationId, name: deviation.newer.name, mesh: deviation.result.mesh, colours: deviation.result.colours }] : shown;
  const largest = deviation?.result.stats.largest;
  const viewerMarks: ViewerMark[] =
    deviation && deviationId
      ? largest
        ? [{ id: 'largest', fileId: deviationId, point: largest.at, colour: '#111827', onTop: true, large: true }]
        : []
      : marksShown
        ? checkMarks.marks
        : [];
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
      <CommsFrame order={order}>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {t(`errors:${errorCodeOf(comms.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      </CommsFrame>
    );
  }

  return (
    <CommsFrame order={order}>
      <section className="flex flex-col gap-2" aria-labelledby="comms-files">
        <h2 id="comms-files" className="text-lg font-semibold">
          {t('comms.files')}
        </h2>
        {comms.isPending ? (
          <PageSkeleton label={t('comms.loading')} testId="comms-files-skeleton" shape="sections" blocks={1} />
        ) : files.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="comms-no-files">
            {t('comms.noFiles')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="comms-file-list">
            {files.map((file) => (
              <CommsFileRow key={file.id} file={file} chosen={chosenIds.includes(file.id)} load={loadOf(file.id)} onToggle={(on) => toggle(file, on)} />
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          {canPin && !deviation && (
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
                <span className="text-sm text-ink-muted" aria-live="polite">
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
          <MeshViewer ref={viewer} files={viewerFiles} pins={viewerPins} marks={viewerMarks} pinMode={pinMode && !draft && !deviation} onPick={setDraft} />
          {canCompare(files) && <DeviationPanel orderId={order.id} files={files} shown={deviation} onShow={setDeviation} />}
          {!deviation && shownChecks.length > 0 && <CheckMarksPanel checks={shownChecks} counts={checkMarks.counts} shown={marksShown} onShownChange={setMarksShown} />}
        </div>

        <aside className="flex flex-col gap-3" aria-labelledby="comms-pins">
          <h2 id="comms-pins" className="text-lg font-semibold">
            {t('pins.title')}
          </h2>
          {!canPin && !comms.isPending && <p className="text-sm text-ink-muted">{t('pins.readOnly')}</p>}
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
    </CommsFrame>
  );
}
