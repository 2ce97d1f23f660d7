/** The schedule editor's one side effect, saving the settings whole, and how it refuses. */
import type { FieldError } from '../../../../domain/api-error';
import type { AvailabilitySettings } from '../../../../domain/astro/availability';
import { providedByView } from '../../../shared/invoked-actor';

/** What a refused save rejects with: the server's message and the fields it names. */
export class SaveRefusal extends Error {
  constructor(
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

export const scheduleEditorActors = {
  // Provided by the page: PUT …/astrologer/settings.
  saveSettings: providedByView<AvailabilitySettings, AvailabilitySettings>('saveSettings'),
};
