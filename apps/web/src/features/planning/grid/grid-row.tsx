import type { PlanningColours } from '@securite/domain/planning/planning-settings';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { isServiceEditable, type ServiceStatus } from '@securite/domain/planning/service-status';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { timeIn } from '@securite/domain/time/zoned-instants';
import { memo } from 'react';
import { type GridProposal, markOf, type ProposalMark } from '../autoplan/review/grid-proposal.ts';
import { texts as autoplanTexts } from '../autoplan/texts.ts';
import { colourOf, type PlanningRow, type PlanningView, type RowCells } from '../planning-rows.ts';
import { texts } from '../texts.ts';
import { textOn } from './grid-styles.ts';

/** What every row shares; one object per render of the grid, so a row re-renders only when it changes. */
export interface GridContext {
  view: PlanningView;
  days: readonly CalendarDay[];
  /** 'lundi 14 décembre' for each day, made once per period. */
  dayLabels: readonly string[];
  timeZone: string;
  colours: PlanningColours;
  conflicts: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  canCreate: boolean;
  canMove: boolean;
  /** A proposal under review: its chips marked, a click accepts or declines one, nothing else moves. */
  proposal?: GridProposal | null;
}

/** 'Sites' view chips name the agent, 'agents' view chips the site, or the circuit ('Circuit Tournée nord'). */
function nameOn(service: PlanningService, view: PlanningView): string {
  if (view === 'sites') return service.agent?.fullname ?? texts.nonAffecte;
  if (service.isCircuit) return texts.circuitValue(service.postTitle ?? '').trim();
  return service.site?.name ?? texts.siteInconnu;
}

// A service's '20:00–08:00', formatted once per answer (rows come and go while scrolling).
const timesCache = new WeakMap<PlanningService, string>();
function timesOf(service: PlanningService, timeZone: string): string {
  let times = timesCache.get(service);
  if (times === undefined) {
    times = `${timeIn(service.startAt, timeZone)}–${timeIn(service.endAt, timeZone)}`;
    timesCache.set(service, times);
  }
  return times;
}

const markClass: Record<ProposalMark, string> = {
  accepted: 'pg-proposed',
  declined: 'pg-declined',
  open: 'pg-open',
  unchanged: 'pg-unchanged',
};

/** What a chip of a proposal under review says besides its times and name: accepted or not and its cost, or why open. */
function proposalNote(proposal: GridProposal, service: PlanningService, mark: ProposalMark): string {
  const line = proposal.lines.get(service.id);
  if (!line || mark === 'unchanged') return '';
  if (mark === 'open') return `, ${autoplanTexts.chipOuvert(line.reasons.map(autoplanTexts.raison).join(', '))}`;
  const cost = autoplanTexts.chipCout(line.cost.toLocaleString('fr-FR', { maximumFractionDigits: 1 }));
  return `, ${mark === 'accepted' ? autoplanTexts.chipAcceptee : autoplanTexts.chipRefusee}, ${cost}`;
}

function Chip({ service, context }: { service: PlanningService; context: GridContext }) {
  const times = timesOf(service, context.timeZone);
  const name = nameOn(service, context.view);
  const background = colourOf(service, context.colours, context.conflicts.has(service.id));
  const post = service.postTitle && !service.isCircuit ? ` · ${service.postTitle}` : '';
  const other = context.view === 'sites' ? service.site?.name : (service.agent?.fullname ?? texts.nonAffecte);
  // A circuit moves with its stops, in its own dialog: never one piece of it by dragging.
  const inCircuit = service.isCircuit || service.circuitId !== null;
  const { proposal } = context;
  const movable = !proposal && context.canMove && !inCircuit && isServiceEditable(service.status as ServiceStatus);
  const mark = proposal ? markOf(proposal, service.id) : null;
  const note = proposal && mark ? proposalNote(proposal, service, mark) : '';
  return (
    <button
      type="button"
      className={mark ? `pg-chip ${markClass[mark]}` : 'pg-chip'}
      data-service-id={service.id}
      draggable={movable}
      // Under review, a proposed chip is a toggle: pressed when accepted.
      aria-pressed={
        mark
          ? mark === 'accepted' || mark === 'declined'
            ? mark === 'accepted'
            : undefined
          : context.selected.has(service.id)
      }
      // The name starts with the visible text, times then name (WCAG 2.5.3, label in name); the two spans are
      // apart by a space in the text too, or the text read from the DOM would be '08:00–16:00Karim'.
      aria-label={`${times} ${name}${post}${note}`}
      title={`${times} · ${other ?? ''} · ${name}${post}${context.conflicts.has(service.id) ? ` ${texts.enConflit2}` : ''}${note}`}
      // The proposed ones take the review's colours (grid-styles).
      style={mark === 'accepted' || mark === 'declined' ? undefined : { background, color: textOn(background) }}
    >
      <span className="pg-t">{times}</span> <span className="pg-n">{name}</span>
    </button>
  );
}

export interface GridRowProps {
  row: PlanningRow;
  cells: RowCells | undefined;
  /** Class names of each day: weekend, public holiday (for the row's region). */
  dayClasses: readonly string[];
  context: GridContext;
  index: number;
  top: number;
  height: number;
}

/** One row of the grid: its name, then a cell per day holding the services that start that day. */
export const GridRow = memo(function GridRow({ row, cells, dayClasses, context, index, top, height }: GridRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      className="pg-grid-row pg-body-row"
      style={{ transform: `translateY(${top}px)`, height }}
    >
      <th scope="row" className={row.unassigned ? 'pg-rowhead pg-unassigned' : 'pg-rowhead'} title={row.label}>
        <span className="pg-name">{row.label}</span>
        {row.detail && <span className="pg-detail">{row.detail}</span>}
      </th>
      {context.days.map((day, dayIndex) => {
        const services = cells?.get(day);
        const label = `${row.label}, ${context.dayLabels[dayIndex]}`;
        return (
          <td
            key={day}
            aria-label={label}
            className={`pg-cell ${dayClasses[dayIndex]}`}
            data-row={row.id}
            data-day={day}
          >
            {services?.map((service) => (
              <Chip key={service.id} service={service} context={context} />
            ))}
            {context.canCreate && !context.proposal && (
              <button type="button" className="pg-add" data-add="" aria-label={texts.ajouterUnServiceLabel(label)}>
                +
              </button>
            )}
          </td>
        );
      })}
    </tr>
  );
});
