print("Gallery: coming")
