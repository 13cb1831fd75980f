import statistics as st

CSV = """city,month,temp_c,rain_mm
Oslo,Jan,-4.3,49.0
Oslo,Apr,4.5,41.2
Oslo,Jul,16.4,81.0
Oslo,Oct,6.3,84.1
Rome,Jan,7.5,66.9
Rome,Apr,13.5,65.0
Rome,Jul,24.7,19.2
Rome,Oct,17.8,113.3
Cairo,Jan,14.0,5.0
Cairo,Apr,21.6,1.1
Cairo,Jul,28.0,0.0
Cairo,Oct,23.6,0.7"""

rows = [line.split(',') for line in CSV.splitlines()[1:]]
by_city = {}
for city, month, temp, rain in rows:
    by_city.setdefault(city, []).append((float(temp), float(rain)))

print(f"{'city':6} {'mean':>7} {'median':>7} {'stdev':>7} {'rain':>7} {'spread':>7}")
for city, values in by_city.items():
    temps = [t for t, _ in values]
    rains = [r for _, r in values]
    print(f"{city:6} {st.mean(temps):7.2f} {st.median(temps):7.2f} {st.stdev(temps):7.3f} "
          f"{st.fmean(rains):7.2f} {max(temps) - min(temps):7.1f}")

all_temps = [float(r[2]) for r in rows]
print("overall mean", st.mean(all_temps), "pstdev", st.pstdev(all_temps))
print("quartiles", st.quantiles(all_temps))
print("corr temp/rain", st.correlation(all_temps, [float(r[3]) for r in rows]))
