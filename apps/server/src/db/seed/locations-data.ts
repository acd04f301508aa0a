/**
 * The built-in location set: every Canadian province and territory and every US state plus DC,
 * each with its capital and largest cities and real postal codes of those cities (mostly city
 * halls, legislatures, universities and landmarks). A few places have one postal code only
 * (Rankin Inlet, Dawson City, Pierre), so they list just that one rather than invent another.
 * Larger sets come from GeoNames through `npm run import:postal-codes`.
 */

/** [city name, postal codes] */
export type CityData = readonly [name: string, postalCodes: readonly string[]];
/** [province or state code, name, cities] */
export type RegionData = readonly [code: string, name: string, cities: readonly CityData[]];

export interface CountryData {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  regions: readonly RegionData[];
}

const CANADA: CountryData = {
  code: 'CA',
  name: 'Canada',
  regions: [
    [
      'AB',
      'Alberta',
      [
        ['Edmonton', ['T5K 2B6', 'T5J 2R7']],
        ['Calgary', ['T2P 1J9', 'T2G 2W1']],
        ['Red Deer', ['T4N 3T4', 'T4N 5H5']],
      ],
    ],
    [
      'BC',
      'British Columbia',
      [
        ['Victoria', ['V8V 1X4', 'V8W 1P6']],
        ['Vancouver', ['V5Y 1V4', 'V6C 3T4', 'V6Z 2H7']],
        ['Surrey', ['V3T 1V8', 'V3T 2W1']],
      ],
    ],
    [
      'MB',
      'Manitoba',
      [
        ['Winnipeg', ['R3C 0V8', 'R3B 1B9']],
        ['Brandon', ['R7A 6A2', 'R7A 6A9']],
        ['Steinbach', ['R5G 1Z2', 'R5G 1T8']],
      ],
    ],
    [
      'NB',
      'New Brunswick',
      [
        ['Fredericton', ['E3B 1B5', 'E3B 5A3']],
        ['Moncton', ['E1C 1E8', 'E1A 3E9']],
        ['Saint John', ['E2L 4L1', 'E2L 4L5']],
      ],
    ],
    [
      'NL',
      'Newfoundland and Labrador',
      [
        ["St. John's", ['A1B 4J6', 'A1C 5S7']],
        ['Mount Pearl', ['A1N 4S8', 'A1N 2W4']],
        ['Corner Brook', ['A2H 1C1', 'A2H 3E9']],
      ],
    ],
    [
      'NS',
      'Nova Scotia',
      [
        ['Halifax', ['B3J 3A5', 'B3H 4R2']],
        ['Dartmouth', ['B2Y 4A2', 'B2Y 4G8']],
        ['Sydney', ['B1P 6V6', 'B1P 1P3']],
      ],
    ],
    [
      'NT',
      'Northwest Territories',
      [
        ['Yellowknife', ['X1A 2L9', 'X1A 2N4']],
        ['Hay River', ['X0E 1G1', 'X0E 1G2']],
      ],
    ],
    [
      'NU',
      'Nunavut',
      [
        ['Iqaluit', ['X0A 0H0', 'X0A 1H0']],
        ['Rankin Inlet', ['X0C 0G0']],
      ],
    ],
    [
      'ON',
      'Ontario',
      [
        ['Toronto', ['M5V 3L9', 'M5H 2N2', 'M7A 1A2']],
        ['Ottawa', ['K1A 0A6', 'K1P 1J1']],
        ['Mississauga', ['L5B 3C1', 'L5B 2C9']],
        ['Hamilton', ['L8P 4Y5', 'L8S 4L8']],
      ],
    ],
    [
      'PE',
      'Prince Edward Island',
      [
        ['Charlottetown', ['C1A 7N8', 'C1A 4P3']],
        ['Summerside', ['C1N 5R1', 'C1N 5Y8']],
        ['Stratford', ['C1B 2V8', 'C1B 2W8']],
      ],
    ],
    [
      'QC',
      'Quebec',
      [
        ['Québec', ['G1A 1A3', 'G1R 4S9']],
        ['Montréal', ['H3B 4W8', 'H2Y 1C6', 'H3A 0G4']],
        ['Laval', ['H7V 3Z4', 'H7T 1C7']],
        ['Gatineau', ['J8X 4C8', 'J8Y 6X4']],
      ],
    ],
    [
      'SK',
      'Saskatchewan',
      [
        ['Regina', ['S4S 0B3', 'S4P 3C8']],
        ['Saskatoon', ['S7K 0J5', 'S7N 5A2']],
        ['Prince Albert', ['S6V 7P3', 'S6V 4V7']],
      ],
    ],
    [
      'YT',
      'Yukon',
      [
        ['Whitehorse', ['Y1A 2C6', 'Y1A 1C2']],
        ['Dawson City', ['Y0B 1G0']],
      ],
    ],
  ],
};

const UNITED_STATES: CountryData = {
  code: 'US',
  name: 'United States',
  regions: [
    [
      'AL',
      'Alabama',
      [
        ['Montgomery', ['36104', '36106']],
        ['Birmingham', ['35203', '35205']],
        ['Huntsville', ['35801', '35805']],
      ],
    ],
    [
      'AK',
      'Alaska',
      [
        ['Juneau', ['99801', '99803']],
        ['Anchorage', ['99501', '99503']],
        ['Fairbanks', ['99701', '99709']],
      ],
    ],
    [
      'AZ',
      'Arizona',
      [
        ['Phoenix', ['85003', '85004']],
        ['Tucson', ['85701', '85719']],
        ['Mesa', ['85201', '85203']],
      ],
    ],
    [
      'AR',
      'Arkansas',
      [
        ['Little Rock', ['72201', '72202']],
        ['Fort Smith', ['72901', '72903']],
        ['Fayetteville', ['72701', '72703']],
      ],
    ],
    [
      'CA',
      'California',
      [
        ['Sacramento', ['95814', '95816']],
        ['Los Angeles', ['90012', '90017']],
        ['San Diego', ['92101', '92103']],
        ['San Francisco', ['94102', '94103']],
      ],
    ],
    [
      'CO',
      'Colorado',
      [
        ['Denver', ['80202', '80203']],
        ['Colorado Springs', ['80903', '80905']],
        ['Aurora', ['80010', '80012']],
      ],
    ],
    [
      'CT',
      'Connecticut',
      [
        ['Hartford', ['06103', '06106']],
        ['Bridgeport', ['06604', '06605']],
        ['New Haven', ['06510', '06511']],
      ],
    ],
    [
      'DE',
      'Delaware',
      [
        ['Dover', ['19901', '19904']],
        ['Wilmington', ['19801', '19806']],
        ['Newark', ['19711', '19713']],
      ],
    ],
    ['DC', 'District of Columbia', [['Washington', ['20001', '20004', '20500']]]],
    [
      'FL',
      'Florida',
      [
        ['Tallahassee', ['32301', '32304']],
        ['Jacksonville', ['32202', '32204']],
        ['Miami', ['33130', '33131']],
      ],
    ],
    [
      'GA',
      'Georgia',
      [
        ['Atlanta', ['30303', '30308']],
        ['Columbus', ['31901', '31904']],
        ['Augusta', ['30901', '30904']],
      ],
    ],
    [
      'HI',
      'Hawaii',
      [
        ['Honolulu', ['96813', '96814']],
        ['Hilo', ['96720', '96721']],
        ['Kapolei', ['96707', '96709']],
      ],
    ],
    [
      'ID',
      'Idaho',
      [
        ['Boise', ['83702', '83704']],
        ['Meridian', ['83642', '83646']],
        ['Nampa', ['83651', '83686']],
      ],
    ],
    [
      'IL',
      'Illinois',
      [
        ['Springfield', ['62701', '62704']],
        ['Chicago', ['60601', '60604']],
        ['Aurora', ['60505', '60506']],
      ],
    ],
    [
      'IN',
      'Indiana',
      [
        ['Indianapolis', ['46204', '46225']],
        ['Fort Wayne', ['46802', '46805']],
        ['Evansville', ['47708', '47714']],
      ],
    ],
    [
      'IA',
      'Iowa',
      [
        ['Des Moines', ['50309', '50312']],
        ['Cedar Rapids', ['52401', '52402']],
        ['Davenport', ['52801', '52803']],
      ],
    ],
    [
      'KS',
      'Kansas',
      [
        ['Topeka', ['66603', '66612']],
        ['Wichita', ['67202', '67203']],
        ['Overland Park', ['66204', '66210']],
      ],
    ],
    [
      'KY',
      'Kentucky',
      [
        ['Frankfort', ['40601', '40602']],
        ['Louisville', ['40202', '40204']],
        ['Lexington', ['40507', '40508']],
      ],
    ],
    [
      'LA',
      'Louisiana',
      [
        ['Baton Rouge', ['70801', '70802']],
        ['New Orleans', ['70112', '70130']],
        ['Shreveport', ['71101', '71104']],
      ],
    ],
    [
      'ME',
      'Maine',
      [
        ['Augusta', ['04330', '04332']],
        ['Portland', ['04101', '04102']],
        ['Lewiston', ['04240', '04243']],
      ],
    ],
    [
      'MD',
      'Maryland',
      [
        ['Annapolis', ['21401', '21403']],
        ['Baltimore', ['21201', '21202']],
        ['Frederick', ['21701', '21702']],
      ],
    ],
    [
      'MA',
      'Massachusetts',
      [
        ['Boston', ['02108', '02109']],
        ['Worcester', ['01608', '01609']],
        ['Springfield', ['01103', '01105']],
      ],
    ],
    [
      'MI',
      'Michigan',
      [
        ['Lansing', ['48933', '48906']],
        ['Detroit', ['48226', '48201']],
        ['Grand Rapids', ['49503', '49504']],
      ],
    ],
    [
      'MN',
      'Minnesota',
      [
        ['Saint Paul', ['55101', '55102']],
        ['Minneapolis', ['55401', '55402']],
        ['Rochester', ['55901', '55902']],
      ],
    ],
    [
      'MS',
      'Mississippi',
      [
        ['Jackson', ['39201', '39202']],
        ['Gulfport', ['39501', '39503']],
        ['Southaven', ['38671', '38672']],
      ],
    ],
    [
      'MO',
      'Missouri',
      [
        ['Jefferson City', ['65101', '65109']],
        ['Kansas City', ['64105', '64106']],
        ['St. Louis', ['63101', '63102']],
      ],
    ],
    [
      'MT',
      'Montana',
      [
        ['Helena', ['59601', '59602']],
        ['Billings', ['59101', '59102']],
        ['Missoula', ['59801', '59802']],
      ],
    ],
    [
      'NE',
      'Nebraska',
      [
        ['Lincoln', ['68508', '68502']],
        ['Omaha', ['68102', '68131']],
        ['Bellevue', ['68005', '68123']],
      ],
    ],
    [
      'NV',
      'Nevada',
      [
        ['Carson City', ['89701', '89703']],
        ['Las Vegas', ['89101', '89106']],
        ['Reno', ['89501', '89502']],
      ],
    ],
    [
      'NH',
      'New Hampshire',
      [
        ['Concord', ['03301', '03303']],
        ['Manchester', ['03101', '03102']],
        ['Nashua', ['03060', '03062']],
      ],
    ],
    [
      'NJ',
      'New Jersey',
      [
        ['Trenton', ['08608', '08609']],
        ['Newark', ['07102', '07103']],
        ['Jersey City', ['07302', '07306']],
      ],
    ],
    [
      'NM',
      'New Mexico',
      [
        ['Santa Fe', ['87501', '87505']],
        ['Albuquerque', ['87102', '87104']],
        ['Las Cruces', ['88001', '88005']],
      ],
    ],
    [
      'NY',
      'New York',
      [
        ['Albany', ['12207', '12210']],
        ['New York', ['10001', '10007']],
        ['Buffalo', ['14202', '14203']],
      ],
    ],
    [
      'NC',
      'North Carolina',
      [
        ['Raleigh', ['27601', '27603']],
        ['Charlotte', ['28202', '28203']],
        ['Greensboro', ['27401', '27403']],
      ],
    ],
    [
      'ND',
      'North Dakota',
      [
        ['Bismarck', ['58501', '58504']],
        ['Fargo', ['58102', '58103']],
        ['Grand Forks', ['58201', '58203']],
      ],
    ],
    [
      'OH',
      'Ohio',
      [
        ['Columbus', ['43215', '43210']],
        ['Cleveland', ['44113', '44114']],
        ['Cincinnati', ['45202', '45203']],
      ],
    ],
    [
      'OK',
      'Oklahoma',
      [
        ['Oklahoma City', ['73102', '73105']],
        ['Tulsa', ['74103', '74119']],
        ['Norman', ['73069', '73071']],
      ],
    ],
    [
      'OR',
      'Oregon',
      [
        ['Salem', ['97301', '97302']],
        ['Portland', ['97204', '97205']],
        ['Eugene', ['97401', '97403']],
      ],
    ],
    [
      'PA',
      'Pennsylvania',
      [
        ['Harrisburg', ['17101', '17102']],
        ['Philadelphia', ['19102', '19107']],
        ['Pittsburgh', ['15219', '15222']],
      ],
    ],
    [
      'RI',
      'Rhode Island',
      [
        ['Providence', ['02903', '02906']],
        ['Warwick', ['02886', '02888']],
        ['Cranston', ['02910', '02920']],
      ],
    ],
    [
      'SC',
      'South Carolina',
      [
        ['Columbia', ['29201', '29205']],
        ['Charleston', ['29401', '29403']],
        ['Greenville', ['29601', '29605']],
      ],
    ],
    [
      'SD',
      'South Dakota',
      [
        ['Pierre', ['57501']],
        ['Sioux Falls', ['57104', '57105']],
        ['Rapid City', ['57701', '57702']],
      ],
    ],
    [
      'TN',
      'Tennessee',
      [
        ['Nashville', ['37201', '37203']],
        ['Memphis', ['38103', '38104']],
        ['Knoxville', ['37902', '37915']],
      ],
    ],
    [
      'TX',
      'Texas',
      [
        ['Austin', ['78701', '78704']],
        ['Houston', ['77002', '77003']],
        ['San Antonio', ['78205', '78204']],
        ['Dallas', ['75201', '75202']],
      ],
    ],
    [
      'UT',
      'Utah',
      [
        ['Salt Lake City', ['84101', '84111']],
        ['West Jordan', ['84084', '84088']],
        ['Provo', ['84601', '84604']],
      ],
    ],
    [
      'VT',
      'Vermont',
      [
        ['Montpelier', ['05602', '05601']],
        ['Burlington', ['05401', '05408']],
        ['Rutland', ['05701', '05702']],
      ],
    ],
    [
      'VA',
      'Virginia',
      [
        ['Richmond', ['23219', '23220']],
        ['Virginia Beach', ['23451', '23452']],
        ['Norfolk', ['23510', '23507']],
      ],
    ],
    [
      'WA',
      'Washington',
      [
        ['Olympia', ['98501', '98502']],
        ['Seattle', ['98101', '98104']],
        ['Spokane', ['99201', '99202']],
      ],
    ],
    [
      'WV',
      'West Virginia',
      [
        ['Charleston', ['25301', '25302']],
        ['Huntington', ['25701', '25703']],
        ['Morgantown', ['26501', '26505']],
      ],
    ],
    [
      'WI',
      'Wisconsin',
      [
        ['Madison', ['53703', '53702']],
        ['Milwaukee', ['53202', '53203']],
        ['Green Bay', ['54301', '54303']],
      ],
    ],
    [
      'WY',
      'Wyoming',
      [
        ['Cheyenne', ['82001', '82007']],
        ['Casper', ['82601', '82609']],
        ['Laramie', ['82070', '82072']],
      ],
    ],
  ],
};

export const LOCATIONS: readonly CountryData[] = [CANADA, UNITED_STATES];
