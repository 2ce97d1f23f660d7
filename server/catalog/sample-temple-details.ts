/**
 * The temple details the seed writes until the temple fills in its own in the
 * console. Every value that is not public fact says it is a sample.
 */
export const SAMPLE_TEMPLE_DETAILS = {
  centre_name: 'Mata Amritanandamayi Center',
  postal_address:
    'SAMPLE ADDRESS (replace in the staff console)\n100 Example Road\nExampletown, CA 94000',
  phone: '+1 555 0100 (sample)',
  email: 'sample-office@example.org',
  mail_in_instructions:
    'SAMPLE: enclose a cheque payable to the centre for the total of the pujas ordered. The temple replaces these instructions in the staff console.',
  copyright_holder: 'Mata Amritanandamayi Center',
} as const;
