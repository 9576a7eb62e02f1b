/**
 * What people write to the society, in the language they wrote it in: buyers' complaints about a dealer,
 * members' legal matters and objections, and the committee's answers. Each answer is in its letter's language.
 */
export interface Letter {
  language: 'en' | 'bn';
  text: string;
  /** The committee's answer, in the letter's language; null while it is still being looked into. */
  answer: string | null;
}

export const BUYER_COMPLAINTS: readonly Letter[] = [
  {
    language: 'en',
    text: 'I bought a 2015 Axio from this showroom in March. The odometer showed 48,000 km, but the service book from Japan says 112,000 km at the last auction inspection. The dealer now says he did not know.',
    answer:
      'Both sides met at the society office. The dealer agreed the mileage was wrong and paid back ৳1,20,000 of the price, acknowledged in writing.',
  },
  {
    language: 'en',
    text: 'Paid the full price on 12 August and the dealer promised the blue book and tax token within seven days. It has been six weeks and he keeps saying the BRTA file is pending.',
    answer:
      'The dealer showed that the BRTA ownership transfer was delayed by a missing signature of the previous owner. The papers were handed over at the office on the 3rd; the buyer signed for them.',
  },
  {
    language: 'en',
    text: 'We cancelled the deal because the bank loan was not approved. The dealer is refusing to return the ৳2,00,000 advance and says it is forfeited, although nothing like that was written on the money receipt.',
    answer:
      'The money receipt says nothing about forfeiting the advance. The dealer returned it in full by cheque.',
  },
  {
    language: 'en',
    text: 'The Noah I bought had been in a flood. Our mechanic found rust under the carpets and water marks in the fuse box. The dealer told us it was a fresh import with no history.',
    answer:
      'The committee inspected the car with an approved workshop. The dealer took the car back and refunded the price less the registration costs, as both agreed.',
  },
  {
    language: 'en',
    text: 'Agreed ৳18,50,000 for a Vezel on the phone and went with the money the next day. At the showroom they asked for ৳19,40,000 saying the dollar rate had changed.',
    answer: null,
  },
  {
    language: 'bn',
    text: 'শোরুম থেকে ২০১৬ মডেলের প্রিমিও কিনেছি। বলা হয়েছিল কোনো দুর্ঘটনা হয়নি, কিন্তু ওয়ার্কশপে দেখা গেল পেছনের অংশ পুরো রং করা এবং বুট ফ্লোর ঝালাই করা।',
    answer: 'উভয় পক্ষের উপস্থিতিতে সমিতির অফিসে মীমাংসা হয়েছে। ডিলার মেরামতের খরচ বাবদ ৳৮৫,০০০ ফেরত দিয়েছেন।',
  },
  {
    language: 'bn',
    text: 'গাড়ির পুরো টাকা পরিশোধ করার পরও ডিলার দুই মাস ধরে রেজিস্ট্রেশনের কাগজ দিচ্ছেন না। ফোন করলে ধরেন না।',
    answer: 'ডিলার বিআরটিএর মালিকানা বদলের কাগজ ও ট্যাক্স টোকেন সমিতির অফিসে ক্রেতার হাতে বুঝিয়ে দিয়েছেন।',
  },
  {
    language: 'bn',
    text: 'বায়না হিসেবে ৳৫০,০০০ দিয়েছিলাম। গাড়ি পছন্দ না হওয়ায় পরদিনই জানিয়েছি, কিন্তু ডিলার বায়নার টাকা ফেরত দিচ্ছেন না।',
    answer: 'রসিদে বায়না ফেরতযোগ্য লেখা ছিল। ডিলার পুরো ৳৫০,০০০ ফেরত দিয়েছেন।',
  },
  {
    language: 'bn',
    text: 'বিজ্ঞাপনে হাইব্রিড ব্যাটারি নতুন বলা হয়েছিল। এক মাসের মধ্যেই ব্যাটারির সতর্কবার্তা আসছে, ডিলার এখন দায় নিচ্ছেন না।',
    answer: null,
  },
  {
    language: 'bn',
    text: 'দাম ঠিক হওয়ার পর ডিলার বললেন এসি আর নতুন টায়ার আলাদা দামে দিতে হবে, যা আগে বলা হয়নি।',
    answer: 'ডিলার প্রথমে ঠিক করা দামেই নতুন টায়ার ও সার্ভিস করা এসিসহ গাড়ি হস্তান্তর করেছেন।',
  },
];

/** A member's legal matter: help the member needs from the society with a case or a threat of one. */
export const LEGAL_MATTERS: readonly Letter[] = [
  {
    language: 'en',
    text: 'A buyer has filed a case at Tejgaon police station claiming I sold him a stolen car. I have the import documents and the bill of entry. I need the society’s lawyer to attend the hearing with me.',
    answer:
      'The society’s legal adviser attended the hearing with the import papers; the complaint was withdrawn.',
  },
  {
    language: 'en',
    text: 'A finance company is trying to repossess a car I sold eight months ago, saying the buyer stopped paying instalments. They have come to my showroom twice.',
    answer:
      'The legal adviser wrote to the finance company: the car belongs to the buyer, and the showroom is no party to the loan.',
  },
  {
    language: 'bn',
    text: 'একজন ক্রেতা ফেসবুকে আমার শোরুমের নামে মিথ্যা প্রতারণার অভিযোগ দিচ্ছেন। লিখিত চুক্তি ও টাকার রসিদ আছে। আইনি নোটিশ পাঠাতে সমিতির সহায়তা চাই।',
    answer: 'সমিতির আইন উপদেষ্টা ক্রেতাকে আইনি নোটিশ পাঠিয়েছেন; পোস্টটি সরিয়ে নেওয়া হয়েছে।',
  },
  {
    language: 'bn',
    text: 'কাস্টমস থেকে আমার আমদানি করা দুটি গাড়ির শুল্কায়ন মূল্য নিয়ে আপত্তি তোলা হয়েছে। শুনানিতে সমিতির প্রতিনিধি চাই।',
    answer: 'সমিতির সাধারণ সম্পাদক শুনানিতে উপস্থিত ছিলেন; পুনর্মূল্যায়ন হয়েছে।',
  },
];

/** A member's general objection: something the society or another member should put right. */
export const OBJECTIONS: readonly Letter[] = [
  {
    language: 'en',
    text: 'Another member is advertising cars on Facebook under my showroom’s name and phone number. Buyers are calling me about cars I never had.',
    answer:
      'The committee asked the member to take the advertisements down; they were removed the same week.',
  },
  {
    language: 'en',
    text: 'My October monthly contribution was paid in cash at the office, but it still shows as due on my dashboard.',
    answer: 'The cash book was checked and the payment recorded against October; the receipt was sent.',
  },
  {
    language: 'en',
    text: 'Cars parked in front of the showrooms on Bir Uttam Mir Shawkat Sarak are blocking the road every Friday; the traffic police warned us.',
    answer: null,
  },
  {
    language: 'bn',
    text: 'আমার জমার হিসাবে জুলাই মাসের ৳১০,০০০ জমা দেখাচ্ছে না, অথচ ব্যাংকে জমার রসিদ আমার কাছে আছে।',
    answer: 'ব্যাংক স্টেটমেন্ট মিলিয়ে জমাটি হিসাবে যোগ করা হয়েছে।',
  },
  {
    language: 'bn',
    text: 'সমিতির অফিসের সামনে প্রতিদিন অন্য শোরুমের গাড়ি রাখা হচ্ছে, সদস্যদের গাড়ি রাখার জায়গা থাকছে না।',
    answer: null,
  },
  {
    language: 'bn',
    text: 'বার্ষিক সাধারণ সভার নোটিশ আমি এসএমএসে পাইনি। আমার মোবাইল নম্বর হালনাগাদ করার অনুরোধ আগেই করেছিলাম।',
    answer: 'সদস্য তালিকায় নম্বর হালনাগাদ করা হয়েছে এবং সভার নোটিশ আবার পাঠানো হয়েছে।',
  },
];

export const BUYER_NAMES = {
  en: [
    'Tanvir Ahmed',
    'Sadia Islam',
    'Rakibul Hasan',
    'Farzana Yasmin',
    'Imran Hossain',
    'Nusrat Jahan',
    'Arif Chowdhury',
    'Mehedi Hasan',
  ],
  bn: ['মোঃ রফিকুল ইসলাম', 'শারমিন আক্তার', 'আবু বকর সিদ্দিক', 'নাজমুল হক', 'তাহমিনা বেগম', 'সাইফুর রহমান'],
} as const;

/** Dhaka addresses as members write them when they ask for their record to be corrected. */
export const NEW_ADDRESSES = [
  'House 14, Road 7, Block C, Banani, Dhaka 1213',
  'Flat 5B, 27 Kemal Ataturk Avenue, Banani, Dhaka',
  'Plot 212, Tejgaon Industrial Area, Dhaka 1208',
  'বাড়ি ৩২, রোড ১১, সেক্টর ৬, উত্তরা, ঢাকা ১২৩০',
  'শোরুম ৮, প্রগতি সরণি, বাড্ডা, ঢাকা ১২১২',
  'House 9, Lane 3, Block B, Bashundhara R/A, Dhaka',
];
export const NEW_BUSINESSES = [
  'Padma Auto Gallery (new trade licence)',
  'Rahman Motors & Car Bazar',
  'মেঘনা কার হাউস',
  'Green Wheels Bangladesh',
];
export const FATHERS = ['Late Md. Abdul Karim', 'Alhaj Mohammad Nurul Islam', 'মরহুম আবদুল মজিদ মিয়া'];
