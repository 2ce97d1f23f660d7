import { describe, expect, it } from 'vitest';
import { buildPujaOptions } from './puja-options';
import type { PujaDetail } from './prefs';

const detail = (
  id: number,
  category: string,
  selectionOrder: number,
  name = `Puja ${id}`,
): PujaDetail => ({
  pujaId: id,
  id,
  code: `P${id}`,
  key: `p${id}`,
  name,
  displayName: name,
  category,
  cost: 10,
  price: 10,
  selectionOrder,
  extDescription: `About ${name}`,
  pujaDates: [],
  pujaScheduleForWebList: [],
});

describe('buildPujaOptions', () => {
  const details = [
    detail(1, 'PUJAS', 2),
    detail(2, 'HOMAS', 1),
    detail(3, 'SPECIAL', 5),
    detail(4, 'PUJAS', 1),
    detail(5, 'OTHER', 1),
    detail(6, 'SPECIAL', 1),
    detail(7, 'RECOMMENDATIONS', 1),
  ];

  it('orders SPECIAL, HOMAS, PUJAS, then other categories, each by selectionOrder, with headers', () => {
    const options = buildPujaOptions(details);
    expect(options.map((o) => (o.header ? `[${o.label}]` : o.value))).toEqual([
      '[Special pujas]',
      '6',
      '3',
      '[Homas]',
      '2',
      '[Pujas]',
      '4',
      '1',
      '5',
      '7',
    ]);
  });

  it('puts RECOMMENDATIONS first for recommendation forms', () => {
    const options = buildPujaOptions(details, { recommendations: true });
    expect(options[0]).toMatchObject({ value: '7', category: 'RECOMMENDATIONS', header: false });
    expect(options[1]).toMatchObject({ label: 'Special pujas', header: true });
  });

  it('fills every field of a puja option', () => {
    const [, first] = buildPujaOptions([detail(9, 'SPECIAL', 1, 'Kali Puja')]);
    expect(first).toEqual({
      id: 9,
      value: '9',
      label: 'Kali Puja',
      name: 'Kali Puja',
      code: 'P9',
      category: 'SPECIAL',
      extDescription: 'About Kali Puja',
      header: false,
    });
  });

  it('drops options with the same value and label', () => {
    const options = buildPujaOptions([
      detail(1, 'PUJAS', 1),
      detail(1, 'PUJAS', 2),
      detail(1, 'PUJAS', 3, 'Renamed'),
    ]);
    expect(options.filter((o) => !o.header).map((o) => o.label)).toEqual(['Puja 1', 'Renamed']);
  });

  it('gives no options and no headers for no details', () => {
    expect(buildPujaOptions([])).toEqual([]);
  });
});
