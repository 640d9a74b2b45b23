import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { AvailabilityNote } from './availability-note.tsx';
import type { useRangeCheck } from './use-range-check.ts';

// Other boats are code of their own, fetched when the visitor reaches for the dates (docs/server-rendering.md#code-on-intent).
const { Component: AlternativesPanel, preload: preloadAlternatives } = lazyPart(() =>
  import('./alternatives-panel.tsx').then((module) => module.AlternativesPanel),
);
export { preloadAlternatives };

/** What the chosen days give: the availability note (announced as it changes) and, on a taken boat, other boats free then. */
export function RangeOutcome({ check, boatName }: { check: ReturnType<typeof useRangeCheck>; boatName: string }) {
  const { availabilityState, alternatives } = check;
  if (!availabilityState) return null;
  return (
    <>
      <AvailabilityNote state={availabilityState} boatName={boatName} onRetry={() => void check.availability.refetch()} />
      {availabilityState === 'unavailable' && (
        <Suspense fallback={null}>
          <AlternativesPanel
            loading={alternatives.isPending || alternatives.isFetching}
            boats={alternatives.data}
            failed={alternatives.isError}
            onRetry={() => void alternatives.refetch()}
          />
        </Suspense>
      )}
    </>
  );
}
