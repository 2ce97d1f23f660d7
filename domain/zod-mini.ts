/**
 * zod/mini with zod's English messages, for the schemas the order wizard's
 * start reaches (decision 0184): the full zod sets this locale when it loads,
 * zod/mini does not, and a rule without a message of ours (a field's type, an
 * enum) must read the same in the server's answers whichever zod built it.
 */
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };
