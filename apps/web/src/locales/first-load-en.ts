// The English catalogues a page cannot render without, in one chunk (decision 0034): the shell's
// (common, errors, system) and those of the pages most visits start on (home, auth). lib/i18n.ts
// reads them before the app starts; every other namespace loads with its page. The same
// namespaces in each language (first-load.test.ts); keep the list short: every first load carries it.
import auth from './en/auth.json';
import common from './en/common.json';
import errors from './en/errors.json';
import home from './en/home.json';
import system from './en/system.json';

const catalogues: Record<string, Record<string, unknown>> = { auth, common, errors, home, system };

export default catalogues;
