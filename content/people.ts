import type { Person } from './schemas/person'

/**
 * The leadership team (core and extended) and the advisory board, in display order.
 * Names and bios are placeholders a writer replaces. `photo` names a file in content/images/people/ (the samples there are
 * drawn for this project, see its README); without one a placeholder icon shows.
 * The About page previews the first three people of the core team.
 */
export const people = [
  {
    group: 'core',
    name: 'Aidan Moriarty',
    photo: 'images/people/aidan-moriarty.jpg',
    title: 'CEO and Co-founder',
    bio: 'Aidan founded E THE REAL to make global logistics sustainable. An engineer and inventor with over 16 patents in supply-chain data, blockchain verification and freight optimisation, he leads the company’s strategy and product vision.',
  },
  {
    group: 'core',
    name: 'Priya Raman',
    photo: 'images/people/priya-raman.jpg',
    title: 'Chief Sales Officer',
    bio: 'Priya builds the partnerships that bring Digital Tower and Fr8lens to shippers, forwarders and ports. She spent fifteen years selling logistics software across Europe, North America and South-East Asia.',
  },
  {
    group: 'core',
    name: 'Daniel Okafor',
    photo: 'images/people/daniel-okafor.jpg',
    title: 'COO',
    bio: 'Daniel runs operations and delivery from Dublin. Before E THE REAL he managed warehouse and cross-border trucking networks and led a customs-brokerage digitisation programme.',
  },
  {
    group: 'extended',
    name: 'Siobhán Kelleher',
    title: 'Head of Web3 Engineering',
    bio: 'Siobhán leads the Cork Web3Hub and the engineering behind shipment passports, smart contracts and the Supply Chain Clearing House data network.',
  },
  {
    group: 'extended',
    name: 'Marcus Lindqvist',
    title: 'Head of Sustainability Data',
    bio: 'Marcus designs the Scope 1-3 emissions models behind SKU-level carbon visibility, and works with partners to bring verified emissions data into every shipment record.',
  },
  {
    group: 'advisory',
    name: 'Dr. Helen Brennan',
    photo: 'images/people/helen-brennan.jpg',
    title: 'Advisor, Trade Compliance',
    bio: 'Helen is a former customs administrator and a lecturer in international trade law. She advises on duty drawback, pre-departure filings and regulatory data exchange.',
  },
  {
    group: 'advisory',
    name: 'Rafael Costa',
    title: 'Advisor, Ports and Terminals',
    bio: 'Rafael has run container terminals in Europe and Latin America. He advises on port optimisation, berth planning and the data ports share with shipping lines.',
  },
  {
    group: 'advisory',
    name: 'Mei Lin Tan',
    photo: 'images/people/mei-lin-tan.jpg',
    title: 'Advisor, Asia-Pacific Markets',
    bio: 'Mei Lin has built freight-forwarding businesses across South-East Asia and advises on market entry, forwarder partnerships and our Kuala Lumpur office.',
  },
  {
    group: 'advisory',
    name: 'Prof. James Whitfield',
    title: 'Advisor, AI and Operations Research',
    bio: 'James is a professor of operations research whose work on demand forecasting and routing informs the AI behind smart quotes and bidder shortlisting.',
  },
] as const satisfies readonly Person[]

export const peopleIn = (group: Person['group']) => people.filter((p) => p.group === group)
