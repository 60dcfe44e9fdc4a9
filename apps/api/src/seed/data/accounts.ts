// Charities and donors that the campaigns and donations belong to.

import type { CharitySeed, DonorSeed } from './types.ts';

export const charities: CharitySeed[] = [
  {
    key: 'noor',
    name: { ar: 'جمعية نور الإحسان الخيرية', en: 'Noor Al-Ihsan Charitable Society' },
    email: 'noor@ataa.example',
    mobile: '966553184207',
    countryIso2: 'SA',
    approval: 'approved',
  },
  {
    key: 'rahma',
    name: { ar: 'مؤسسة واحة الرحمة الإنسانية', en: 'Wahat Al-Rahma Humanitarian Foundation' },
    email: 'rahma@ataa.example',
    mobile: '96566071938',
    countryIso2: 'KW',
    approval: 'approved',
  },
  {
    key: 'saqya',
    name: { ar: 'مؤسسة سقيا النماء الخيرية', en: 'Saqya Al-Namaa Charitable Foundation' },
    email: 'saqya@ataa.example',
    mobile: '971506274415',
    countryIso2: 'AE',
    approval: 'approved',
  },
  {
    key: 'amal',
    name: { ar: 'جمعية أمل المحروسة للتنمية', en: 'Amal Al-Mahrousa Development Association' },
    email: 'amal@ataa.example',
    mobile: '201024638159',
    countryIso2: 'EG',
    approval: 'pending',
  },
];

export const donors: DonorSeed[] = [
  {
    firstName: 'عبدالله',
    lastName: 'القحطاني',
    email: 'donor1@ataa.example',
    mobile: '966541907362',
    countryIso2: 'SA',
  },
  {
    firstName: 'نورة',
    lastName: 'العنزي',
    email: 'donor2@ataa.example',
    mobile: '96599284716',
    countryIso2: 'KW',
  },
  {
    firstName: 'مريم',
    lastName: 'الحمادي',
    email: 'donor3@ataa.example',
    mobile: '971558320941',
    countryIso2: 'AE',
  },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'donor4@ataa.example',
    mobile: '447700900254',
    countryIso2: 'GB',
  },
  {
    firstName: 'Layla',
    lastName: 'Mansour',
    email: 'donor5@ataa.example',
    mobile: '12025550147',
    countryIso2: 'US',
  },
];

/** People who gave without an account; guests are told apart by e-mail. */
export const guestDonors: Array<{ name: string; email: string }> = [
  { name: 'أبو عبدالله السبيعي', email: 'abu.abdullah@mail.example' },
  { name: 'مريم الكندري', email: 'maryam.k@mail.example' },
  { name: 'Yusuf Rahman', email: 'yusuf.rahman@mail.example' },
  { name: 'هند الزهراني', email: 'hind.z@mail.example' },
  { name: 'عائلة المطيري', email: 'almutairi.family@mail.example' },
  { name: 'Aisha Karim', email: 'aisha.karim@mail.example' },
];

/** Dedications that some demo gifts carry. */
export const dedications: string[] = [
  'صدقة جارية عن والدي رحمه الله، جعلها الله في ميزان حسناته.',
  'عن أمي الغالية، أسأل الله أن يتقبل منا ومنكم.',
  'In loving memory of my grandmother, who fed everyone at her table.',
  'اللهم اجعلها شفاءً لكل مريض وفرجًا لكل محتاج.',
  'For my children, so they grow up knowing the joy of giving.',
];
