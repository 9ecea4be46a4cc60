import { partnerGroups, partners } from './partners'

/** Each partner group with its partners, every card carrying a description (the group's default when it has none). */
export const partnerDirectory = partnerGroups.map((g) => ({
  id: g.id,
  title: g.title,
  tab: g.tab,
  partners: partners
    .filter((p) => p.group === g.id)
    .map((p) => ({
      name: p.name,
      logo: p.logo,
      url: p.url,
      description: 'description' in p && p.description ? p.description : g.defaultDescription,
    })),
}))

/** Partners with their own description, for the spotlight carousel. */
export const partnerSpotlights = partners.flatMap((p) =>
  'description' in p && p.description
    ? [
        {
          name: p.name,
          logo: p.logo,
          url: p.url,
          description: p.description,
          group: partnerGroups.find((g) => g.id === p.group)!.title,
        },
      ]
    : [],
)
