/**
 * Staff members from the command line (reads DATABASE_URL and PUBLIC_URL like the server):
 *   npm run staff -- add --email E --name N --role admin|office|priest|astrologer
 *       adds a member and prints a one-time sign-in link (15 minutes)
 *   npm run staff -- link --email E      a new one-time link for an existing member
 *   npm run staff -- list
 *   npm run staff -- disable --email E   ends their sessions; they can no longer sign in
 */
import { parseArgs } from 'node:util';
import { isEmailAddress } from '../../domain/bounded-text';
import { STAFF_ROLES, isStaffRole } from '../../domain/staff/roles';
import { clockOf } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import {
  addMember,
  CLI_ACTOR,
  createSignInLink,
  disableMember,
  findActiveMemberByEmail,
  listMembers,
  plainText,
} from '../staff';

const USAGE = `Usage:
  npm run staff -- add --email E --name N --role ${STAFF_ROLES.join('|')}
  npm run staff -- link --email E
  npm run staff -- list
  npm run staff -- disable --email E`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value || !value.trim()) throw new UsageError(`${flag} is required`);
  return value;
}

const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
const out = (line: string) => process.stdout.write(`${line}\n`);
let exitCode = 0;
try {
  const clock = clockOf(config);
  await migrateToLatest(db, clock);
  const now = clock();
  const [command] = positionals;
  if (command === 'add') {
    const email = required(values.email, '--email');
    const name = required(values.name, '--name');
    const role = required(values.role, '--role');
    if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    if (!isEmailAddress(email)) throw new UsageError('--email is not an email address');
    const member = await addMember(db, CLI_ACTOR, { email, name, role }, now);
    out(`Added ${member.email} (${member.role}). One-time sign-in link (valid 15 minutes):`);
    out(await createSignInLink(db, member.id, config.publicUrl, now));
  } else if (command === 'link') {
    const member = await findActiveMemberByEmail(db, required(values.email, '--email'));
    if (!member) throw new Error('No active staff member with that email');
    out(await createSignInLink(db, member.id, config.publicUrl, now));
  } else if (command === 'list') {
    const members = await listMembers(db);
    if (members.length === 0) out('No staff members yet.');
    for (const m of members) {
      out(
        [m.email, m.role, m.active ? 'active' : 'disabled', m.name]
          .map((v) => plainText(v))
          .join('\t'),
      );
    }
  } else if (command === 'disable') {
    const done = await disableMember(db, CLI_ACTOR, required(values.email, '--email'), now);
    if (!done) throw new Error('No staff member with that email');
    out('Disabled; their sessions ended.');
  } else {
    out(USAGE);
    exitCode = values.help ? 0 : 2;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exit(exitCode);
