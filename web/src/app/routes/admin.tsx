import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { media } from '../../theme/theme.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { AccessDenied } from '../../components/admin/access-denied.tsx';
import { AdminHeader } from '../../components/admin/admin-header.tsx';
import { AdminTabs, type AdminTab } from '../../components/admin/admin-tabs.tsx';
import { DiscardChangesDialog, hasUnsavedPageEdits } from '../../components/admin/unsaved-changes.tsx';
import { DashboardStats } from '../../features/admin-dashboard/components/dashboard-stats.tsx';
import { BookingsPanel } from '../../features/admin-bookings/components/bookings-panel.tsx';
import { CreateBookingDialog } from '../../features/admin-bookings/components/create-booking-dialog.tsx';
import { EMPTY_BOOKING_FORM, valuesFromRequest } from '../../features/admin-bookings/logic/booking-form.ts';
import { PlanningPanel } from '../../features/admin-planning/components/planning-panel.tsx';
import { BookingRequestsPanel } from '../../features/admin-booking-requests/components/booking-requests-panel.tsx';
import { RequestsTabLabel } from '../../features/admin-booking-requests/components/requests-tab-label.tsx';
import { BoatsPanel } from '../../features/admin-boats/components/boats-panel.tsx';
import { ContentPanel } from '../../features/admin-content/components/content-panel.tsx';
import { PricingPanel } from '../../features/admin-pricing/components/pricing-panel.tsx';
import { CalendarsPanel } from '../../features/admin-calendars/components/calendars-panel.tsx';
import { CalendarsTabLabel } from '../../features/admin-calendars/components/calendars-tab-label.tsx';
import { ActivityLogPanel } from '../../features/admin-log/components/activity-log-panel.tsx';
import type { LogTarget } from '../../features/admin-log/logic/log-target.ts';
import { ChangePasswordForm } from '../../features/admin-settings/components/change-password-form.tsx';
import { ADMIN_SECTIONS, adminListPath, adminPaths, adminPlaceOf, loginPathFor, type AdminSection } from '../../lib/admin-paths.ts';

const LOGIN_REDIRECT_MS = 1000;

/** A pricing period the log asked to show travels in the history entry, not in the address (no page of its own). */
interface AdminHistoryState {
  periodId?: number;
}

/** /admin and every /admin/<tab>[/<id>] (docs/back-office.md#addresses): its own chunk, outside the public layout. Who may enter is decided here first. */
export default function AdminRoute() {
  const user = useCurrentUser();
  const unauthenticated = (user.isError && user.error instanceof ApiError && user.error.status === 401) || (user.isSuccess && !user.data);

  return (
    <>
      <PageHead title="Dashboard Admin" description="Area riservata agli amministratori." path="/admin" />
      {user.isLoading ? (
        <PageLoader label="Caricamento dashboard..." />
      ) : unauthenticated ? (
        <RedirectToLogin />
      ) : user.isError ? (
        <Unavailable onRetry={() => user.refetch()} />
      ) : user.data && !user.data.isAdmin ? (
        <AccessDenied />
      ) : user.data ? (
        <Dashboard greetingName={user.data.firstName?.trim() || user.data.email} />
      ) : null}
    </>
  );
}

/**
 * Signed out: a toast, then after one second the login page (docs/product/screens.md#admin), which
 * comes back to this very address once signed in (docs/security-sign-in.md#back-to-the-asked-page).
 */
function RedirectToLogin() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const login = loginPathFor(`${pathname}${search}${hash}`);
  const announced = useRef(false);
  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast({ title: 'Accesso Richiesto', description: 'Effettua il login per accedere alla dashboard admin.', variant: 'destructive' });
    }
    const timer = setTimeout(() => navigate(login, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate, login]);
  return <PageLoader label="Reindirizzamento al login..." />;
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Centered role="alert">
      <p>Impossibile verificare l'accesso in questo momento.</p>
      <Button type="button" onClick={onRetry}>
        Riprova
      </Button>
    </Centered>
  );
}

/** How the dashboard moves between its tabs and items: each is an address (docs/back-office.md#addresses). */
interface Moves {
  openTab: (index: number) => void;
  showRequest: (requestId: number) => void;
  showBooking: (bookingId: number) => void;
  go: (path: string, state?: AdminHistoryState) => void;
  /** A move that waits for 'Chiudi senza salvare' while a form holds unsaved changes. */
  guarded: (move: () => void) => void;
}

function Dashboard({ greetingName }: { greetingName: string }) {
  // The tab and the opened item are the address (docs/back-office.md#addresses): Back and Forward
  // move between them, a reload keeps them, a link can point at them.
  const location = useLocation();
  const navigate = useNavigate();
  const place = adminPlaceOf(location.pathname);
  // A booking request can become a booking: the create dialog of the bookings tab, prefilled; saving
  // it confirms that request with the values the office changed (docs/request-lifecycle.md#confirm).
  const [fromRequest, setFromRequest] = useState<BookingRequest | null>(null);
  // An empty cell of the planning: "Nuova Prenotazione" for that boat and day.
  const [newBooking, setNewBooking] = useState<NewBooking | null>(null);
  // A tab chosen while a form on the page (the content editor, 'Aggiungi calendario') holds unsaved
  // changes waits for 'Chiudi senza salvare'; so does a button of the Calendari tab leading elsewhere.
  const [pendingMove, setPendingMove] = useState<(() => void) | null>(null);
  if (!place) return <Navigate to={adminListPath(location.pathname)} replace />;
  const shownId = (section: AdminSection) => (place.section === section ? place.id : null);
  const shownPeriod = place.section === 'prezzi' ? ((location.state as AdminHistoryState | null)?.periodId ?? null) : null;

  const go = (path: string, state?: AdminHistoryState) => {
    // The same address again adds no history entry (a click on the tab already open).
    if (path !== location.pathname || state || location.state) navigate(path, { state });
  };
  const moves: Moves = {
    go,
    guarded: (move) => {
      if (hasUnsavedPageEdits()) setPendingMove(() => move);
      else move();
    },
    openTab: (index) => go(adminPaths.section(ADMIN_SECTIONS[index] ?? 'planning')),
    showRequest: (requestId) => go(adminPaths.request(requestId)),
    showBooking: (bookingId) => go(adminPaths.booking(bookingId)),
  };
  return (
    <Page>
      <AdminHeader greetingName={greetingName} />
      <Main id="contenuto">
        <DashboardStats />
        <Tabs>
          <AdminTabs
            label="Sezioni della dashboard"
            selectedIndex={ADMIN_SECTIONS.indexOf(place.section)}
            onChange={(index) => moves.guarded(() => moves.openTab(index))}
            // The open tab clicked again closes its opened item: back to the list's address.
            onReselect={moves.openTab}
            tabs={dashboardTabs({ moves, shownId, shownPeriod, onCreateBooking: setFromRequest, onNewBooking: setNewBooking })}
          />
        </Tabs>
      </Main>
      <DiscardChangesDialog
        open={pendingMove !== null}
        onStay={() => setPendingMove(null)}
        onDiscard={() => {
          pendingMove?.();
          setPendingMove(null);
        }}
      />
      <BookingDialogs
        fromRequest={fromRequest}
        newBooking={newBooking}
        onCloseRequest={() => setFromRequest(null)}
        onCloseNew={() => setNewBooking(null)}
      />
    </Page>
  );
}

interface NewBooking {
  boatId: number;
  day: string;
}

/** An entry of the log opens what it is about (docs/back-office.md#a-readable-log). */
function openLogTarget({ go, showBooking }: Moves, target: LogTarget): void {
  if (target.tab === 'booking') showBooking(target.bookingId);
  else if (target.tab === 'requests')
    go(target.requestId !== null ? adminPaths.request(target.requestId) : adminPaths.section('richieste'));
  else if (target.tab === 'boats') go(target.boatId !== null ? adminPaths.boatContent(target.boatId) : adminPaths.section('contenuti'));
  else if (target.tab === 'calendars') go(adminPaths.section('calendari'));
  else go(adminPaths.section('prezzi'), target.periodId !== null ? { periodId: target.periodId } : undefined);
}

/** The tabs, in the order of ADMIN_SECTIONS (docs/skeleton.md, "Adding a back-office tab"). */
function dashboardTabs({
  moves,
  shownId,
  shownPeriod,
  onCreateBooking,
  onNewBooking,
}: {
  moves: Moves;
  shownId: (section: AdminSection) => number | null;
  shownPeriod: number | null;
  onCreateBooking: (request: BookingRequest) => void;
  onNewBooking: (booking: NewBooking) => void;
}): AdminTab[] {
  const { go, guarded, showBooking, showRequest } = moves;
  const planning = (
    <PlanningPanel
      onOpenBooking={showBooking}
      onOpenRequests={showRequest}
      onNewBooking={(boatId, day) => onNewBooking({ boatId, day })}
      onOpenCalendars={() => go(adminPaths.section('calendari'))}
    />
  );
  const calendars = (
    <CalendarsPanel onOpenBooking={(id) => guarded(() => showBooking(id))} onOpenRequest={(id) => guarded(() => showRequest(id))} />
  );
  return [
    { key: 'planning', label: 'Planning', content: planning },
    { key: 'bookings', label: 'Prenotazioni', content: <BookingsPanel shownId={shownId('prenotazioni')} /> },
    {
      key: 'booking-requests',
      label: <RequestsTabLabel />,
      content: <BookingRequestsPanel onCreateBooking={onCreateBooking} shownId={shownId('richieste')} />,
    },
    { key: 'boats', label: 'Barche', content: <BoatsPanel /> },
    { key: 'content', label: 'Contenuti', content: <ContentPanel shownId={shownId('contenuti')} /> },
    { key: 'pricing', label: 'Prezzi', content: <PricingPanel shownPeriodId={shownPeriod} /> },
    { key: 'calendars', label: <CalendarsTabLabel />, content: calendars },
    { key: 'log', label: 'Log', content: <ActivityLogPanel onOpen={(target) => openLogTarget(moves, target)} /> },
    { key: 'settings', label: 'Impostazioni', content: <ChangePasswordForm /> },
  ];
}

/** The create-booking dialogs: from a booking request (prefilled), and from an empty cell of the planning. */
function BookingDialogs({
  fromRequest,
  newBooking,
  onCloseRequest,
  onCloseNew,
}: {
  fromRequest: BookingRequest | null;
  newBooking: NewBooking | null;
  onCloseRequest: () => void;
  onCloseNew: () => void;
}) {
  return (
    <>
      <CreateBookingDialog
        open={fromRequest !== null}
        initial={fromRequest ? valuesFromRequest(fromRequest) : undefined}
        requestId={fromRequest?.id}
        title="Crea prenotazione dalla richiesta"
        onClose={onCloseRequest}
      />
      <CreateBookingDialog
        open={newBooking !== null}
        initial={
          newBooking
            ? { ...EMPTY_BOOKING_FORM, boatId: String(newBooking.boatId), startDate: newBooking.day, endDate: newBooking.day }
            : undefined
        }
        onClose={onCloseNew}
      />
    </>
  );
}

const Page = styled.div`
  min-height: 100vh;
  background: #f3f7fa;
`;
const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px 12px 48px;
  ${media.sm} {
    padding: 20px 16px 48px;
  }
  ${media.md} {
    padding: 24px 32px 64px;
  }
`;
const Tabs = styled.div`
  margin-top: 20px;
`;
const Centered = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 12px;
  padding: 16px;
  text-align: center;
`;
