/** The temple's details as the office might save them (no sample), for tests on either side. */
export const TEMPLE_DETAILS_EXAMPLE = {
  centreName: 'Mata Amritanandamayi Center',
  postalAddress: ['PO Box 613', 'San Ramon, CA 94583'],
  phone: '+1 510 555 0142',
  email: 'puja@example.org',
  mailInInstructions: 'Enclose a cheque payable to the centre.',
  copyrightHolder: 'Mata Amritanandamayi Center',
};
