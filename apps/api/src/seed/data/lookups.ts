// Reference data: countries, currencies, categories, social links, partners and the home-page video.

import type { Bilingual, CategorySeed, CountrySeed, CurrencySeed, PartnerSeed, SocialSeed } from './types.ts';

export const countries: CountrySeed[] = [
  { iso2: 'SA', name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' }, mobCode: '966' },
  { iso2: 'AE', name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' }, mobCode: '971' },
  { iso2: 'KW', name: { ar: 'الكويت', en: 'Kuwait' }, mobCode: '965' },
  { iso2: 'QA', name: { ar: 'قطر', en: 'Qatar' }, mobCode: '974' },
  { iso2: 'BH', name: { ar: 'البحرين', en: 'Bahrain' }, mobCode: '973' },
  { iso2: 'OM', name: { ar: 'سلطنة عُمان', en: 'Oman' }, mobCode: '968' },
  { iso2: 'EG', name: { ar: 'مصر', en: 'Egypt' }, mobCode: '20' },
  { iso2: 'JO', name: { ar: 'الأردن', en: 'Jordan' }, mobCode: '962' },
  { iso2: 'PS', name: { ar: 'فلسطين', en: 'Palestine' }, mobCode: '970' },
  { iso2: 'LB', name: { ar: 'لبنان', en: 'Lebanon' }, mobCode: '961' },
  { iso2: 'SY', name: { ar: 'سوريا', en: 'Syria' }, mobCode: '963' },
  { iso2: 'IQ', name: { ar: 'العراق', en: 'Iraq' }, mobCode: '964' },
  { iso2: 'YE', name: { ar: 'اليمن', en: 'Yemen' }, mobCode: '967' },
  { iso2: 'SD', name: { ar: 'السودان', en: 'Sudan' }, mobCode: '249' },
  { iso2: 'MA', name: { ar: 'المغرب', en: 'Morocco' }, mobCode: '212' },
  { iso2: 'DZ', name: { ar: 'الجزائر', en: 'Algeria' }, mobCode: '213' },
  { iso2: 'TN', name: { ar: 'تونس', en: 'Tunisia' }, mobCode: '216' },
  { iso2: 'LY', name: { ar: 'ليبيا', en: 'Libya' }, mobCode: '218' },
  { iso2: 'SO', name: { ar: 'الصومال', en: 'Somalia' }, mobCode: '252' },
  { iso2: 'TR', name: { ar: 'تركيا', en: 'Turkey' }, mobCode: '90' },
  { iso2: 'MY', name: { ar: 'ماليزيا', en: 'Malaysia' }, mobCode: '60' },
  { iso2: 'ID', name: { ar: 'إندونيسيا', en: 'Indonesia' }, mobCode: '62' },
  { iso2: 'PK', name: { ar: 'باكستان', en: 'Pakistan' }, mobCode: '92' },
  { iso2: 'GB', name: { ar: 'المملكة المتحدة', en: 'United Kingdom' }, mobCode: '44' },
  { iso2: 'US', name: { ar: 'الولايات المتحدة الأمريكية', en: 'United States' }, mobCode: '1' },
];

export const currencies: CurrencySeed[] = [
  {
    code: 'SAR',
    name: { ar: 'ريال سعودي', en: 'Saudi riyal' },
    symbol: { ar: 'ر.س', en: 'SAR' },
    minorUnits: 2,
    rateToBase: '1',
    isDefault: true,
  },
  {
    code: 'USD',
    name: { ar: 'دولار أمريكي', en: 'US dollar' },
    symbol: { ar: '$', en: '$' },
    minorUnits: 2,
    rateToBase: '3.75',
    isDefault: false,
  },
  {
    code: 'EUR',
    name: { ar: 'يورو', en: 'Euro' },
    symbol: { ar: '€', en: '€' },
    minorUnits: 2,
    rateToBase: '4.05',
    isDefault: false,
  },
  {
    code: 'EGP',
    name: { ar: 'جنيه مصري', en: 'Egyptian pound' },
    symbol: { ar: 'ج.م', en: 'EGP' },
    minorUnits: 2,
    rateToBase: '0.0765',
    isDefault: false,
  },
  {
    code: 'AED',
    name: { ar: 'درهم إماراتي', en: 'UAE dirham' },
    symbol: { ar: 'د.إ', en: 'AED' },
    minorUnits: 2,
    rateToBase: '1.02',
    isDefault: false,
  },
  {
    code: 'KWD',
    name: { ar: 'دينار كويتي', en: 'Kuwaiti dinar' },
    symbol: { ar: 'د.ك', en: 'KWD' },
    minorUnits: 3,
    rateToBase: '12.20',
    isDefault: false,
  },
];

export const categories: CategorySeed[] = [
  { key: 'iftar', name: { ar: 'إفطار صائم', en: 'Iftar meals' }, theme: 'iftar' },
  { key: 'orphans', name: { ar: 'رعاية الأيتام', en: 'Orphan care' }, theme: 'orphans' },
  { key: 'water', name: { ar: 'سقيا الماء', en: 'Clean water' }, theme: 'water' },
  { key: 'education', name: { ar: 'التعليم', en: 'Education' }, theme: 'education' },
  { key: 'health', name: { ar: 'الرعاية الصحية', en: 'Healthcare' }, theme: 'health' },
  { key: 'mosques', name: { ar: 'عمارة المساجد', en: 'Mosques' }, theme: 'mosque' },
  { key: 'zakat', name: { ar: 'زكاة الفطر', en: 'Zakat al-Fitr' }, theme: 'zakat' },
  { key: 'food-baskets', name: { ar: 'السلال الرمضانية', en: 'Ramadan food baskets' }, theme: 'dates' },
];

export const socials: SocialSeed[] = [
  { name: 'X', url: 'https://x.com/ataa_platform', icon: 'x' },
  { name: 'Instagram', url: 'https://www.instagram.com/ataa_platform', icon: 'instagram' },
  { name: 'Facebook', url: 'https://www.facebook.com/ataa.platform', icon: 'facebook' },
  { name: 'YouTube', url: 'https://www.youtube.com/@ataa_platform', icon: 'youtube' },
  { name: 'WhatsApp', url: 'https://wa.me/966920012345', icon: 'whatsapp' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@ataa_platform', icon: 'tiktok' },
];

export const partners: PartnerSeed[] = [
  {
    name: { ar: 'صندوق مصرف الواحة للمسؤولية المجتمعية', en: 'Al-Waha Bank Community Fund' },
    url: 'https://alwaha-bank.example',
    theme: 'community',
  },
  {
    name: { ar: 'شركة سنابل الخليج للأغذية', en: 'Sanabel Gulf Foods' },
    url: 'https://sanabel-foods.example',
    theme: 'iftar',
  },
  {
    name: { ar: 'مجموعة مسار للخدمات اللوجستية', en: 'Masar Logistics Group' },
    url: 'https://masar-logistics.example',
    theme: 'relief',
  },
  {
    name: { ar: 'تمور نخلة الأحساء', en: 'Nakhlat Al-Ahsa Dates' },
    url: 'https://nakhlat-dates.example',
    theme: 'dates',
  },
  {
    name: { ar: 'شركة ينابيع للمياه', en: 'Yanabee Water Company' },
    url: 'https://yanabee-water.example',
    theme: 'water',
  },
  {
    name: { ar: 'رِفد للمدفوعات الإلكترونية', en: 'Rifd Payments' },
    url: 'https://rifd-pay.example',
    theme: 'crescent',
  },
];

export const mainVideo: { title: Bilingual; videoUrl: string } = {
  title: {
    ar: 'كيف يصل تبرعك إلى مائدة أسرة صائمة',
    en: 'How your donation reaches a fasting family',
  },
  videoUrl: 'https://www.youtube.com/watch?v=Qk7rTa2mXwE',
};
