/** Offices, headquarters first. The top bar shows the ones listed in site.topBarOffices. */
export const offices = [
  {
    city: 'Dublin',
    country: 'Ireland',
    role: 'Global Headquarters',
    address: ['Ground Floor, 1 Grand Canal Square', 'Dublin 2, D02 P820', 'Ireland'],
  },
  {
    city: 'Washington DC',
    country: 'USA',
    role: 'Regional Office',
    address: ['1717 Pennsylvania Avenue NW, Suite 1025', 'Washington, DC 20006', 'USA'],
  },
  {
    city: 'California',
    country: 'USA',
    role: 'Regional Office',
    address: ['2150 Shattuck Avenue, Suite 700', 'Berkeley, CA 94704', 'USA'],
  },
  {
    city: 'London',
    country: 'United Kingdom',
    role: 'Regional Office',
    address: ['71-75 Shelton Street, Covent Garden', 'London WC2H 9JQ', 'United Kingdom'],
  },
  {
    city: 'Winnipeg',
    country: 'Canada',
    role: 'Regional Office',
    address: ['201 Portage Avenue, 18th Floor', 'Winnipeg, MB R3B 3K6', 'Canada'],
  },
  {
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    role: 'Regional Office',
    address: ['Level 23, Menara 1 Sentrum, 201 Jalan Tun Sambanthan', '50470 Kuala Lumpur', 'Malaysia'],
  },
] as const
