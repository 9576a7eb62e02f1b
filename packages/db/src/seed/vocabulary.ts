/** Word lists for realistic demo data: Bangladeshi names, Dhaka dealerships and the cars they sell. */
export const FIRST_NAMES = [
  'Abdul', 'Mohammad', 'Md.', 'Rafiqul', 'Shafiqul', 'Aminul', 'Jahangir', 'Kamrul', 'Mizanur', 'Nazrul',
  'Habibur', 'Mahbubur', 'Shahidul', 'Anwar', 'Delwar', 'Faruk', 'Golam', 'Harun', 'Iqbal', 'Jamal',
  'Khairul', 'Liton', 'Mamun', 'Nasir', 'Obaidul', 'Parvez', 'Rashed', 'Saiful', 'Tariqul', 'Zahid',
  'Shamim', 'Sohel', 'Tanvir', 'Rezaul', 'Monir', 'Alamgir', 'Belal', 'Selina', 'Nasrin', 'Farhana',
];
export const LAST_NAMES = [
  'Rahman', 'Hossain', 'Islam', 'Ahmed', 'Uddin', 'Chowdhury', 'Khan', 'Sarker', 'Mia', 'Haque',
  'Alam', 'Kabir', 'Karim', 'Molla', 'Sheikh', 'Bhuiyan', 'Talukder', 'Mridha', 'Howlader', 'Akter',
];
export const FATHER_PREFIXES = ['Late', 'Alhaj', 'Md.', 'Mohammad', 'Haji'];
export const BUSINESS_WORDS = [
  'Car House', 'Motors', 'Auto Gallery', 'Car Point', 'Automobiles', 'Car Zone', 'Auto Mart', 'Car Bazar',
  'Wheels', 'Car Palace', 'Auto Traders', 'Car Collection',
];
export const BUSINESS_PREFIXES = [
  'Rahman', 'Dhaka', 'Bengal', 'Padma', 'Meghna', 'Jamuna', 'Sonar Bangla', 'Green', 'Star', 'Royal',
  'Crescent', 'Unique', 'Prime', 'Shapla', 'Rupali', 'Asia', 'Tejgaon', 'Gulshan', 'Banani', 'City',
];
export const DHAKA_AREAS = [
  'Pragati Sarani, Badda', 'Tejgaon I/A', 'Bir Uttam Mir Shawkat Sarak, Tejgaon', 'Kuril Bishwa Road',
  'Bashundhara R/A', 'Gulshan-1', 'Banani', 'Mohakhali', 'Uttara Sector 7', 'Mirpur-10', 'Dhanmondi',
  'Shyamoli', 'Malibagh', 'Rampura', 'Motijheel', 'Farmgate', 'Bijoy Sarani', 'Airport Road, Khilkhet',
];
export const CARS: readonly { brand: string; model: string; cc: readonly number[] }[] = [
  { brand: 'Toyota', model: 'Axio', cc: [1300, 1500] },
  { brand: 'Toyota', model: 'Premio', cc: [1500, 1800, 2000] },
  { brand: 'Toyota', model: 'Allion', cc: [1500, 1800] },
  { brand: 'Toyota', model: 'Corolla Fielder', cc: [1500] },
  { brand: 'Toyota', model: 'Noah', cc: [1800, 2000] },
  { brand: 'Toyota', model: 'Harrier', cc: [2000, 2500] },
  { brand: 'Toyota', model: 'Land Cruiser Prado', cc: [2700, 2800, 4000] },
  { brand: 'Toyota', model: 'C-HR', cc: [1200, 1800] },
  { brand: 'Toyota', model: 'Aqua', cc: [1500] },
  { brand: 'Honda', model: 'Vezel', cc: [1500] },
  { brand: 'Honda', model: 'Civic', cc: [1500, 1800, 2000] },
  { brand: 'Honda', model: 'Grace', cc: [1500] },
  { brand: 'Honda', model: 'CR-V', cc: [1500, 2000, 2400] },
  { brand: 'Nissan', model: 'X-Trail', cc: [2000, 2500] },
  { brand: 'Nissan', model: 'Sunny', cc: [1500] },
  { brand: 'Mitsubishi', model: 'Pajero', cc: [2400, 3000, 3500] },
  { brand: 'Mitsubishi', model: 'Outlander', cc: [2000, 2400] },
  { brand: 'Mazda', model: 'Axela', cc: [1500, 2000] },
  { brand: 'Hyundai', model: 'Tucson', cc: [2000] },
  { brand: 'Suzuki', model: 'Swift', cc: [1200] },
  { brand: 'Kia', model: 'Sportage', cc: [2000, 2400] },
  { brand: 'Mercedes-Benz', model: 'C 200', cc: [1500, 2000] },
  { brand: 'BMW', model: '320i', cc: [2000] },
  { brand: 'Lexus', model: 'RX 350', cc: [3500] },
];
export const COLORS = ['White', 'Pearl White', 'Black', 'Silver', 'Grey', 'Red', 'Blue', 'Wine Red', 'Brown'];
export const COMMITTEE_TITLES = [
  'President', 'Vice President', 'General Secretary', 'Joint Secretary', 'Treasurer',
  'Organizing Secretary', 'Office Secretary', 'Member', 'Member', 'Member', 'Member',
];
export const NOTICE_CAPTIONS = [
  'Annual General Meeting on the last Friday of the month',
  'Monthly contribution is due by the 10th of every month',
  'Updated rules for listing cars in the society stock',
  'Trade licence renewal camp at the society office',
  'Eid holiday: the society office stays closed for five days',
  'New approved service centers added to the list',
  'Election of the managing committee: schedule published',
  'Members are requested to update their nominee information',
  'Seminar on import duty and registration changes',
  'Road safety and fair dealing pledge for all members',
  'Deposit collection drive for the new society office',
  'Blood donation programme with a partner hospital',
];
export const SERVICE_CENTERS = [
  'Navana Service', 'Rangs Workshop', 'Toyota Care Tejgaon', 'Honda Point Service', 'Auto Care Badda',
  'Car Doctor Uttara', 'Nitol Motors Service', 'Quick Fix Mirpur',
];
export const GALLERY_CAPTIONS = [
  'Annual General Meeting', 'Committee oath', 'Car fair 2024', 'Iftar gathering', 'Victory Day rally',
  'Members picnic', 'Office inauguration', 'Award night', 'Road safety campaign', 'Blood donation camp',
  'Independence Day', 'Pohela Boishakh', 'Training workshop', 'Car fair 2023', 'Election day',
  'Meeting with ministry', 'Sports day', 'Charity drive', 'Dealers summit', 'Winter clothes distribution',
  'Flood relief', 'New year meet', 'Founders day', 'Tree plantation',
];
export const COMPLAINT_ISSUES = [
  'The car I bought had a different mileage than advertised.',
  'The dealer did not hand over the registration papers on time.',
  'The advance payment was not returned after the deal was cancelled.',
  'The car had accident damage that was not disclosed.',
  'The dealer changed the price after we agreed.',
];
export const OBJECTIONS = [
  'A member is listing cars under my business name.',
  'The monthly contribution entry for last month is missing.',
  'Please review the parking arrangement in front of the showrooms.',
  'A buyer filed a false complaint; I need legal help.',
  'My deposit statement does not show my last payment.',
];
