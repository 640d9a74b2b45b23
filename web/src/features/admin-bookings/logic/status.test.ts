import { describe, expect, it } from 'vitest';
import { statusBadge } from './status.ts';

describe('statusBadge', () => {
  it('maps the three states to their style and Italian label', () => {
    expect(statusBadge('confirmed')).toEqual({ variant: 'default', label: 'Confermata' });
    expect(statusBadge('pending')).toEqual({ variant: 'secondary', label: 'In attesa' });
    expect(statusBadge('cancelled')).toEqual({ variant: 'destructive', label: 'Cancellata' });
  });

  it('outlines an unknown state and shows it as it is', () => {
    expect(statusBadge('blocked')).toEqual({ variant: 'outline', label: 'blocked' });
  });
});
