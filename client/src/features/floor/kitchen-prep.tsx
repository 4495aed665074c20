import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import {
  ALLERGEN_LABELS,
  COURSE_TAG_LABELS,
  describeOccasion,
  PREFERENCE_LABELS,
  TASTING_MENU_LABELS,
  tagWords,
  uncheckedPreferences,
  type AllergenCode,
  type PreferenceCode,
} from '@shared/domain/dietary';

const counts = <C extends string>(record: Record<string, number>, labels: Record<C, string>) =>
  Object.entries(record)
    .map(([code, n]) => `${labels[code as C] ?? code} ${n}`)
    .join(' · ');

/** Diets with the ones no course tag checks marked, so the kitchen knows to read them itself. */
const DIET_LABELS = Object.fromEntries(
  Object.entries(PREFERENCE_LABELS).map(([code, label]) => [
    code,
    uncheckedPreferences.includes(code as PreferenceCode)
      ? `${label} (not checked against the courses)`
      : label,
  ]),
) as Record<PreferenceCode, string>;

type Alternative = SeatingPrepDto['alternatives'][number];

/** 'Iyer, guest 1 (Jain): onion and root vegetables'. */
const dinerWords = (d: Alternative['diners'][number]) =>
  `${d.party}, guest ${d.guest}${
    d.diets.length > 0 ? ` (${d.diets.map((p) => PREFERENCE_LABELS[p]).join(', ')})` : ''
  }: ${tagWords(d.avoids)}`;

/**
 * What the kitchen prepares for one seating beyond the menus: guests per allergen and diet, the
 * alternative plates per course (with what to leave out, and for whom: each guest by party and
 * number, with the diets behind it) and the occasions. Shown on
 * screen and printed with the service sheet; a seating with nothing declared says so in a line.
 */
/** A special night's name and its own menu, the one the kitchen cooks for every guest. */
function SpecialNightLine({ night }: { night: NonNullable<SeatingPrepDto['specialNight']> }) {
  return (
    <p className="mt-1">
      <span className="font-medium">Special night: {night.name}</span>
      {night.menu && (
        <>
          {' '}
          · {night.menu.name}
          {night.menu.courses.length > 0 &&
            ` (${night.menu.courses.map((c) => `${c.courseNumber}. ${c.name}`).join(', ')})`}
        </>
      )}
    </p>
  );
}

export function KitchenPrep({ prep }: { prep: SeatingPrepDto }) {
  const declared =
    Object.keys(prep.allergens).length > 0 ||
    Object.keys(prep.preferences).length > 0 ||
    prep.occasions.length > 0;
  return (
    // A named group, not a region: the seating's section stays the only landmark for its slot.
    <div
      role="group"
      aria-label={`Kitchen prep for ${prep.slot}`}
      className="mt-2 rounded-lg border border-border bg-surface p-3 text-sm print:p-2"
    >
      {/* Not a heading: the group is named, and the seating's heading stays its only one. */}
      <p className="font-semibold">Kitchen prep</p>
      {prep.specialNight && <SpecialNightLine night={prep.specialNight} />}
      {!declared ? (
        <p className="text-muted-foreground">No dietary needs or occasions declared.</p>
      ) : (
        <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
          {Object.keys(prep.allergens).length > 0 && (
            <>
              <dt className="font-medium">Allergies (guests)</dt>
              <dd>{counts<AllergenCode>(prep.allergens, ALLERGEN_LABELS)}</dd>
            </>
          )}
          {Object.keys(prep.preferences).length > 0 && (
            <>
              <dt className="font-medium">Diets (guests)</dt>
              <dd>{counts<PreferenceCode>(prep.preferences, DIET_LABELS)}</dd>
            </>
          )}
          {prep.alternatives.length > 0 && (
            <>
              <dt className="font-medium">Alternatives</dt>
              <dd>
                <ul>
                  {prep.alternatives.map((a) => {
                    const why = a.tags
                      .map((t) => `${COURSE_TAG_LABELS[t.tag]} ${t.guests}`)
                      .join(', ');
                    return (
                      <li key={`${a.menu}-${a.courseNumber}`}>
                        {TASTING_MENU_LABELS[a.menu]}, course {a.courseNumber}, {a.course}:{' '}
                        {a.guests} {a.guests === 1 ? 'alternative' : 'alternatives'} ({why})
                        <ul className="ml-4 text-muted-foreground">
                          {a.diners.map((d, i) => (
                            // Two parties may share a name: the place in the list tells them apart.
                            <li key={i}>{dinerWords(d)}</li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </>
          )}
          {prep.occasions.length > 0 && (
            <>
              <dt className="font-medium">Occasions</dt>
              <dd>
                <ul>
                  {prep.occasions.map((o) => (
                    <li key={`${o.name}-${o.occasion}`}>
                      {o.name}: {describeOccasion(o.occasion, o.note)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
