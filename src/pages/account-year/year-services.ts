/**
 * What the year page needs from the browser: the actors of its machines,
 * handed in by the app (src/app/year-page.tsx, from src/api/sacred-year.ts).
 * The page never imports the HTTP client; tests provide fakes through the
 * same context.
 */
import { createContext, useContext } from 'react';
import type { PromiseActorLogic } from 'xstate';
import type { NewFeed } from '../../../domain/sacred-year/api';
import type { SaveRemindersAnswer, SaveRemindersInput } from '../../../machines/reminder-choices';
import type { YearLoad } from '../../../machines/year-page';

export interface YearServices {
  page: {
    loadYear: PromiseActorLogic<YearLoad>;
    createFeed: PromiseActorLogic<NewFeed>;
    revokeFeed: PromiseActorLogic<void>;
  };
  reminders: {
    saveReminders: PromiseActorLogic<SaveRemindersAnswer, SaveRemindersInput>;
  };
}

export const YearServicesContext = createContext<YearServices | null>(null);

export function useYearServices(): YearServices {
  const services = useContext(YearServicesContext);
  if (!services) throw new Error('The year page needs its services (src/app/year-page.tsx)');
  return services;
}
