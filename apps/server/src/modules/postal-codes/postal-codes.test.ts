import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type PostalCode } from '@console/contracts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCity, createLocation, createPostalCode, createProvince } from '../../test/factories.ts';

let ctx: TestContext;
const tag = Date.now().toString(36);
/** Two countries, provinces and cities whose names sort unlike their ids. */
let place: { zed: Awaited<ReturnType<typeof createLocation>>; abc: Awaited<ReturnType<typeof createLocation>> };
let ids: { zedOtherProvinceCode: number; zedOtherCityCode: number; zedSecondCode: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const zed = await createLocation(ctx.db, {
    countryCode: 'ZZ',
    country: `Zed ${tag}`,
    provinceCode: 'ZP',
    province: 'Zulu',
    city: 'Yarrow',
    postalCode: 'Z9',
  });
  const abc = await createLocation(ctx.db, {
    countryCode: 'AB',
    country: `Abc ${tag}`,
    provinceCode: 'AP',
    province: 'Alpha',
    city: 'Aster',
    postalCode: 'A1',
  });
  const alphaProvince = await createProvince(ctx.db, zed.countryId, { code: 'ZA', name: 'Alpha' });
  const zedOtherProvinceCode = await createPostalCode(ctx.db, await createCity(ctx.db, alphaProvince, 'Birch'), 'B1');
  const zedOtherCityCode = await createPostalCode(ctx.db, await createCity(ctx.db, zed.provinceId, 'Apple'), 'Q1');
  const zedSecondCode = await createPostalCode(ctx.db, zed.cityId, 'A0');
  place = { zed, abc };
  ids = { zedOtherProvinceCode, zedOtherCityCode, zedSecondCode };
});
afterAll(() => ctx.close());

const list = (query = '', token: string | null = ctx.adminToken) =>
  ctx.request<PostalCode[]>({ method: 'GET', url: `/api/postal-codes${query}`, token });

describe('GET /api/postal-codes', () => {
  it('answers a bare array with each code, city, province and country', async () => {
    const response = await list(`?cityId=${place.abc.cityId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: place.abc.postalCodeId,
        code: 'A1',
        city: 'Aster',
        cityId: place.abc.cityId,
        province: 'Alpha',
        provinceId: place.abc.provinceId,
        provinceCode: 'AP',
        country: `Abc ${tag}`,
        countryId: place.abc.countryId,
      },
    ]);
  });

  it('orders by country, province, city, code and id', async () => {
    const response = await list();
    const mine = response.body.filter((row) => row.countryId === place.zed.countryId || row.countryId === place.abc.countryId);
    expect(mine.map((row) => row.id)).toEqual([
      place.abc.postalCodeId,
      ids.zedOtherProvinceCode,
      ids.zedOtherCityCode,
      ids.zedSecondCode,
      place.zed.postalCodeId,
    ]);
  });

  it('filters by country, province and city, alone or together', async () => {
    const idsOf = async (query: string) => (await list(query)).body.map((row) => row.id);
    expect(await idsOf(`?countryId=${place.zed.countryId}`)).toEqual([
      ids.zedOtherProvinceCode,
      ids.zedOtherCityCode,
      ids.zedSecondCode,
      place.zed.postalCodeId,
    ]);
    expect(await idsOf(`?provinceId=${place.zed.provinceId}`)).toEqual([ids.zedOtherCityCode, ids.zedSecondCode, place.zed.postalCodeId]);
    expect(await idsOf(`?cityId=${place.zed.cityId}`)).toEqual([ids.zedSecondCode, place.zed.postalCodeId]);
    expect(await idsOf(`?countryId=${place.zed.countryId}&cityId=${place.zed.cityId}`)).toEqual([
      ids.zedSecondCode,
      place.zed.postalCodeId,
    ]);
    expect(await idsOf(`?countryId=${place.abc.countryId}&provinceId=${place.zed.provinceId}`)).toEqual([]);
    expect(await idsOf('?cityId=999999')).toEqual([]);
  });

  it.each([
    ['?countryId=abc', 'countryId'],
    ['?provinceId=0', 'provinceId'],
    ['?cityId=-1', 'cityId'],
    ['?cityId=1.5', 'cityId'],
    ['?countryId=99999999999', 'countryId'],
    ['?countryId=1&countryId=2', 'countryId'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Invalid input.', errors: { [field]: [expect.any(String)] } });
  });

  it('is open to a Coordinator and closed without a session', async () => {
    const { token } = await ctx.signInAs(ROLE_IDS.coordinator);
    expect((await list('', token)).status).toBe(200);
    expect(await list('', null)).toMatchObject({ status: 401, body: { message: 'Not signed in.' } });
  });
});
