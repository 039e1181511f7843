// The console's dates in the operator's language and time zone, from the shared formatters
// (decision 0031); an absent value is blank in a table cell.
import i18n from '../../lib/i18n.ts';
import { formatDateTime as formatMoment, formatDay } from '../../lib/format.ts';

const consoleLocale = () => (i18n.language === 'en' ? 'en' : 'ko');

/** A moment in the viewer's time zone and language (ARCHITECTURE §4: stored in UTC). */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? formatMoment(iso, consoleLocale()) : '');

export const formatDate = (iso: string | null | undefined): string => (iso ? formatDay(iso, consoleLocale()) : '');
