/**
 * The provider's Data Processing Addendum, short form: the commitments a processor makes under GDPR article 28.
 * The spec names the page only; a deployment with its own legal text replaces these sections.
 */
export const DPA_SECTIONS: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: '1. Definitions',
    paragraphs: [
      '"Customer" means the company that has accepted the Provider\'s terms of service. "Customer Personal Data" means personal data processed by the Provider on the Customer\'s behalf through the console and its apps. "Controller", "Processor", "Data Subject" and "Personal Data Breach" have the meanings given in the applicable data protection law.',
    ],
  },
  {
    title: '2. Roles and scope',
    paragraphs: [
      'The Customer is the Controller and the Provider is the Processor of Customer Personal Data. This Addendum applies to all processing carried out to provide the apps the Customer activates, for as long as the Provider processes Customer Personal Data.',
    ],
  },
  {
    title: '3. Processing instructions',
    paragraphs: [
      "The Provider processes Customer Personal Data only on the Customer's documented instructions, including those given through the console's settings, unless the law requires otherwise; in that case the Provider informs the Customer first where the law allows.",
    ],
  },
  {
    title: '4. Confidentiality and security',
    paragraphs: [
      'Everyone authorised by the Provider to process Customer Personal Data is bound by confidentiality. The Provider maintains technical and organisational measures appropriate to the risk, including encryption in transit and at rest, access control and logging.',
    ],
  },
  {
    title: '5. Sub-processors',
    paragraphs: [
      'The Customer authorises the Provider to engage sub-processors under written terms no less protective than this Addendum. The Provider gives notice of a new sub-processor, and the Customer may object on reasonable data protection grounds.',
    ],
  },
  {
    title: '6. Data subject requests and breaches',
    paragraphs: [
      'The Provider assists the Customer in answering requests from Data Subjects. It notifies the Customer without undue delay after becoming aware of a Personal Data Breach and provides the information the Customer needs to meet its obligations.',
    ],
  },
  {
    title: '7. Deletion, return and audits',
    paragraphs: [
      "When the services end, the Provider deletes or returns Customer Personal Data at the Customer's choice, unless the law requires it to be kept. The Provider makes available the information needed to demonstrate compliance and allows for audits, including by its compliance reports.",
    ],
  },
];
