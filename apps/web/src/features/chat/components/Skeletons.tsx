// The shapes of the room list and of a conversation while they load, so nothing jumps when the
// answer arrives: rows of an avatar and two bars; a header and bubbles on both sides.

const BAR = 'rounded-full bg-sunken';

export function RoomRowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy className="px-4 py-2" data-testid="chat-rooms-skeleton">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="flex animate-pulse flex-col">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex items-center gap-3 py-3">
            <span className="size-12 shrink-0 rounded-full bg-sunken" />
            <span className="flex min-w-0 flex-1 flex-col gap-2">
              <span className={`${BAR} h-4 w-1/2`} />
              <span className={`${BAR} h-3 w-4/5`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bubbles left and right; `header` adds the room's head above them (the room itself still loading). */
export function ConversationSkeleton({ label, testId, header = false }: { label: string; testId: string; header?: boolean }) {
  const bubble = (own: boolean, width: string) => (
    <span className={`flex items-end gap-2 ${own ? 'justify-end' : ''}`}>
      {!own && <span className="size-8 shrink-0 rounded-full bg-sunken" />}
      <span className={`h-10 ${width} rounded-2xl ${own ? 'bg-brand-100' : 'bg-sunken'}`} />
    </span>
  );
  return (
    <div role="status" aria-busy className="flex min-h-full flex-1 flex-col" data-testid={testId}>
      <span className="sr-only">{label}</span>
      {header && (
        <span aria-hidden className="flex animate-pulse items-center gap-3 border-b border-line px-4 py-3">
          <span className="size-10 shrink-0 rounded-full bg-sunken" />
          <span className="flex flex-1 flex-col gap-2">
            <span className={`${BAR} h-4 w-32`} />
            <span className={`${BAR} h-3 w-20`} />
          </span>
        </span>
      )}
      <span aria-hidden className="flex flex-1 animate-pulse flex-col justify-end gap-3 p-4">
        {bubble(false, 'w-2/5')}
        {bubble(false, 'w-3/5')}
        {bubble(true, 'w-1/2')}
        {bubble(false, 'w-1/3')}
        {bubble(true, 'w-2/5')}
      </span>
    </div>
  );
}
