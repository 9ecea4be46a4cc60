/**
 * The PDFs behind the download buttons. `npm run pdfs` (scripts/makePdfs.ts) writes each one to public/<href>
 * from the title, summary and sections below; commit the PDFs it writes.
 */
export const downloads = {
  whitepaper: {
    href: '/downloads/ethereal-whitepaper.pdf',
    title: 'E THE REAL Whitepaper',
    subtitle: 'Digital Product Passport and Digital Tower: verified, connected and sustainable supply chains',
    sections: [
      {
        heading: 'Why supply chains need shared, verifiable data',
        body: 'Every shipment crosses manufacturers, warehouses, forwarders, carriers, ports and customs. Each keeps its own records, and the same facts are retyped many times. Errors, disputes and missing evidence follow. E THE REAL connects these parties with AI and Web3 technology so that every record is entered once, verified once and shared with the parties entitled to see it.',
      },
      {
        heading: 'The Digital Product Passport',
        body: 'A Digital Product Passport is a blockchain-verified lifecycle record for a product, reached by anyone holding it through a QR code or an NFC tag. Configurable data layers decide who sees what: a consumer sees origin, materials and care; a regulator sees compliance evidence; a recycler sees disassembly and material data. Compliance automation assembles the evidence that regulations such as the EU Ecodesign rules require; impact analytics turn the record into carbon and circularity figures; IoT integration adds sensor readings such as temperature and location.',
      },
      {
        heading: 'Technical specifications',
        body: 'Identifiers: GS1 Digital Link URIs encoded as QR codes or NDEF records on NFC tags. Records: JSON-LD documents, hashed with SHA-256 and anchored to a public blockchain; the documents themselves stay in access-controlled storage in the EU. Access: role-based, per data layer, with signed audit logs. Integration: REST and webhook APIs, EPCIS 2.0 events, and connectors for common ERP and warehouse systems. IoT: MQTT and HTTPS ingestion of sensor readings, bound to the passport by device certificate.',
      },
      {
        heading: 'Digital Tower',
        body: 'Digital Tower is one centralized platform connecting manufacturers, warehouses, freight forwarders and every transport mode, with real-time updates, smart quotes, lean invoicing, carbon emissions tracking and multimodal tracking. Smart Quote & Book releases purchase orders, manages requests for quotation automatically and uses AI to shortlist the top 4-5 bidders. Real-Time Track & Trace, Warehouse Actions and Smart Calendar complete the workflow. Coverage includes 140+ air carriers, 70+ ocean carriers and road and rail across 60% of North America.',
      },
      {
        heading: 'Carbon visibility from Scope 1 to Scope 3',
        body: 'Both products record emissions at the level of the SKU: fuel and energy of the company itself (Scope 1 and 2) and the emissions of carriers, warehouses and suppliers (Scope 3). The figures follow the GLEC Framework and ISO 14083 and are shared with customers and auditors through the same verified records.',
      },
      {
        heading: 'Security and compliance',
        body: 'E THE REAL is GDPR compliant and runs an information security management system certified to ISO 27001. Personal data never goes on a blockchain; only fingerprints of documents do.',
      },
    ],
  },
  brochure: {
    href: '/downloads/fr8lens-brochure.pdf',
    title: 'Fr8lens Brochure',
    subtitle: 'The distributed freight and logistics app with carbon management and NFT shipment passports',
    sections: [
      {
        heading: 'One app for the whole journey',
        body: 'Fr8lens connects 3000+ truckers, 300+ warehouses, US-Canada railways and ESG data in a single distributed app. Shippers book and track; carriers and warehouses confirm each hand-over; everyone sees the same shipment, 24/7.',
      },
      {
        heading: 'Capabilities',
        body: 'Carbon management measures and reports the emissions of every shipment. Shipment passports are issued as NFTs, so the record of a shipment, its documents and its custody cannot be altered. Multimodal booking covers truck, rail and warehouse in one flow. ESG data from partners completes the picture for reporting.',
      },
      {
        heading: 'Results',
        body: 'Customers see over 40% lower operational overhead, and ports up to 18% lower. One partner reported 35% fewer documentation errors and integration in under 90 days.',
      },
      {
        heading: 'For trucking, warehouses and manufacturers',
        body: 'Trucking companies fill empty miles and get paid faster on verified delivery. Warehouses plan docks and labour from live arrival times. Manufacturers see every inbound and outbound load with its carbon footprint. Contact us to plan a pilot: info@ethereal.io.',
      },
    ],
  },
  partnerGuide: {
    href: '/downloads/partner-guide.pdf',
    title: 'Ecosystem Partner Guide',
    subtitle: 'How to build, integrate and grow with E THE REAL',
    sections: [
      {
        heading: 'The ecosystem',
        body: 'E THE REAL works with six kinds of partners: technology partners, logistics and transport partners, data partners, integration and consulting partners, research and academic partners, and industry associations and public bodies. Each brings customers something our products cannot do alone.',
      },
      {
        heading: 'What partners get',
        body: 'Access to our APIs and sandbox, joint go-to-market with our sales team, listing on our Partners page, technical enablement from our Cork Web3Hub engineers, and early access to new features such as Smart Quote & Book and the Supply Chain Clearing House.',
      },
      {
        heading: 'How to apply',
        body: 'Send a short description of your company, the customers you serve and the integration you have in mind to partnerships@ethereal.io, or use the Partner Application link on our Ecosystem Partners page. We answer every application within ten working days and agree a pilot scope with accepted partners.',
      },
      {
        heading: 'Integration path',
        body: '1. Discovery call and shared use case. 2. Sandbox access and API keys. 3. Pilot with one shared customer, usually within 90 days. 4. Certification and listing. 5. Joint launch and quarterly reviews.',
      },
    ],
  },
} as const

/** A download by the name pages use: `<CallToAction download="whitepaper" … />`. */
export type DownloadName = keyof typeof downloads
